import { z } from '../../../lib/zod';
import type { MapPoint } from '../../../components/maps/map-config';
import { present } from '../registration-rules/registration-rules';

/**
 * A Location tab's form (000 §5 the hospital's, 002 §5 the vendor's): a point
 * must be chosen, else `selectLocation` ("Please select hospital location",
 * "Please select vendor location").
 */
export function locationSchema(selectLocation: string) {
  return z.object({ location: present<MapPoint>(selectLocation) });
}

export type LocationFields = z.input<ReturnType<typeof locationSchema>>;
export type LocationValues = z.output<ReturnType<typeof locationSchema>>;
