// An item's fields in runs of one group each (a fixed page's sections), in their order; the
// fields of a kind without groups are one run.
import type { ItemField } from './item-kind';

export interface FieldGroup<F extends string> {
  group: ItemField<F>['group'];
  fields: ItemField<F>[];
}

export function fieldGroups<F extends string>(fields: readonly ItemField<F>[]): FieldGroup<F>[] {
  const groups: FieldGroup<F>[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last && last.group?.key === field.group?.key) last.fields.push(field);
    else groups.push({ group: field.group, fields: [field] });
  }
  return groups;
}
