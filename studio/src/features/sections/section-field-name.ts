// A fixed page's text named for editors: a section's title, or its component's part in
// studio words ("Feature 2 — rich text"), from the component's value (`home-about-feature`
// is the `feature` of section `home-about`) and its kind; numbered when the section has
// several of one part. A part the studio has no word for keeps its value.
import type { SectionField } from '@contract/studio/sections';
import type { Dictionary } from '@studio/locales/fa';

/** The field's name within its section. */
export function sectionFieldLabel(t: Dictionary, key: string, fieldList: SectionField[]): string {
  const field = fieldList.find((one) => one.key === key);
  if (!field) return key;
  if (field.kind === 'title' || field.component === null) return t.sections.sectionTitle;
  const { component, section, kind } = field;
  const part = component.startsWith(`${section}-`)
    ? component.slice(section.length + 1)
    : component;
  const word = t.sections.parts[part] ?? `\u2068${component}\u2069`;
  const alike = fieldList.filter(
    (one) => one.section === section && one.component === component && one.kind === kind,
  );
  const number = alike.length > 1 ? ` ${t.sections.number(alike.indexOf(field) + 1)}` : '';
  return `${word}${number} — ${t.sections.kinds[kind]}`;
}

/** The field's name with its section's, where the section's heading is not beside it. */
export function sectionFieldName(t: Dictionary, key: string, fieldList: SectionField[]): string {
  const field = fieldList.find((one) => one.key === key);
  const label = sectionFieldLabel(t, key, fieldList);
  return field ? t.sections.inSection(field.sectionTitle || field.section, label) : label;
}
