import type { components } from '@aafiya/api-client/schema';

/** Contract enums stored as text columns: the column's TypeScript type is the contract's, the database keeps text. */
export type UaeState = components['schemas']['UaeState'];
