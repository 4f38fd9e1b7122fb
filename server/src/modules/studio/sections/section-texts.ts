// A fixed page's texts as fields the studio edits, and back: each section's title, each
// component's text and rich text, keyed by the section's value and the component's
// position (`home-about.title`, `home-about.2.html`). Pictures, links and order are the
// page's structure and are not fields.
import type { PageSection } from '@contract/pages';
import type { SectionField } from '@contract/studio/sections';

/** The page's fields in the order the site shows its sections. */
export function sectionFields(sections: PageSection[]): SectionField[] {
  return [...sections]
    .sort((a, b) => a.order - b.order)
    .flatMap((section) => {
      const of = { section: section.value, sectionTitle: section.title };
      const fields: SectionField[] = [
        { key: `${section.value}.title`, kind: 'title', component: null, ...of },
      ];
      section.components.forEach((component, position) => {
        const key = `${section.value}.${position}`;
        const about = { component: component.value, ...of };
        if (component.text !== null) fields.push({ key: `${key}.text`, kind: 'text', ...about });
        if (component.text_with_ckeditor !== null)
          fields.push({ key: `${key}.html`, kind: 'html', ...about });
      });
      return fields;
    });
}

/** The texts of `sections`, by field key. */
export function sectionTexts(sections: PageSection[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const section of sections) {
    texts[`${section.value}.title`] = section.title;
    section.components.forEach((component, position) => {
      if (component.text !== null) texts[`${section.value}.${position}.text`] = component.text;
      if (component.text_with_ckeditor !== null)
        texts[`${section.value}.${position}.html`] = component.text_with_ckeditor;
    });
  }
  return texts;
}

/** `sections` with the texts of `texts` written in (a text not given stays). */
export function withTexts(sections: PageSection[], texts: Record<string, string>): PageSection[] {
  return sections.map((section) => ({
    ...section,
    title: texts[`${section.value}.title`] ?? section.title,
    components: section.components.map((component, position) => {
      const key = `${section.value}.${position}`;
      return {
        ...component,
        text: component.text === null ? null : (texts[`${key}.text`] ?? component.text),
        text_with_ckeditor:
          component.text_with_ckeditor === null
            ? null
            : (texts[`${key}.html`] ?? component.text_with_ckeditor),
      };
    }),
  }));
}
