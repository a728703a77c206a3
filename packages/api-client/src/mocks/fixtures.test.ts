import { describe, expect, it } from 'vitest';
import { describeErrors, pointer, schemaValidator } from '../test-support/contract';
import { fixtureLists, fixtures } from './fixtures';
import { type EntitySchemaName, entitySchemaNames } from './operations.gen';

const examples: { name: EntitySchemaName; label: string; value: unknown }[] = entitySchemaNames.flatMap((name) => [
  { name, label: `${name} (fixture)`, value: fixtures[name] },
  ...(fixtureLists[name] ?? []).map((value: unknown, index) => ({ name, label: `${name} (list #${index})`, value })),
]);

describe('fixtures', () => {
  it('cover every entity schema of the contract', () => {
    expect(Object.keys(fixtures).sort()).toEqual([...entitySchemaNames].sort());
  });

  it.each(examples)('$label validates against its schema', ({ name, value }) => {
    const validate = schemaValidator(`#/components/schemas/${pointer(name)}`);
    expect(validate(value), describeErrors(validate)).toBe(true);
  });

  it('use the UAE formats wherever a phone or Emirates ID appears', () => {
    const phones: string[] = [];
    const emiratesIds: string[] = [];
    const walk = (value: unknown, key = ''): void => {
      if (Array.isArray(value)) {
        for (const item of value) walk(item, key);
      } else if (typeof value === 'object' && value !== null) {
        for (const [child, item] of Object.entries(value)) walk(item, child);
      } else if (typeof value === 'string') {
        if (['mobile', 'phone', 'phoneNo'].includes(key)) phones.push(value);
        if (key === 'emiratesId') emiratesIds.push(value);
      }
    };
    walk(examples.map((example) => example.value));
    expect(phones.length).toBeGreaterThan(10);
    for (const phone of phones) expect(phone).toMatch(/^\+971-5[0-8] \d{3} \d{4}$/);
    // In full, or as a pharmacy reads it (#21): masked but for the last four digits.
    for (const id of emiratesIds) expect(id).toMatch(/^784-(19|20)\d{2}-\d{7}-\d$|^•••-••••-••••\d{3}-\d$/);
  });

  it('speak English and Arabic', () => {
    const text = JSON.stringify(fixtures);
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text).toContain('Dubai Marina');
    expect(text).toContain('Al Reem Island');
    expect(text).toContain('Al Khan');
  });
});
