// The studio's calls for the fixed pages' texts: the same drafts, revisions and versions as
// a post's (items/), the fields the page's own, publishing into its content record.
import { SECTION_PAGES, SECTION_TEXT_MAX } from '@contract/studio/sections';
import type { SectionPage, SectionPageEditor } from '@contract/studio/sections';
import type { Db } from '../../../db/database';
import { sectionsChange } from '../../../http/sections-change';
import { recordAudit } from '../audit';
import { emptyFields } from '../items/field-states';
import { languagesOrRefuse } from '../items/item-checks';
import { advanceVersion, readItemState } from '../items/item-rows';
import { compareRevisions, listRevisions, readRevision } from '../items/revisions';
import { saveItemDraft } from '../items/save-draft';
import { authorOf, basedOn, StaleWrite, withVersion } from '../items/write-versions';
import { hasUnsafeLink, sanitizeRichText } from '../posts/rich-text';
import { issuePreview } from '../posts/preview-link';
import { notFound, StudioRefusal } from '../refusals';
import type { StudioCall, StudioHandlers } from '../routes';
import { activeLanguages } from '../site-languages';
import { fieldStatesOf, languageStateOf } from '../items/field-states';
import { openSections, publishedSections, SECTIONS, sectionsSpec } from './section-drafts';
import type { PublishedSections, SectionsState } from './section-drafts';
import { sectionEditorOf } from './section-editor';
import { publishSectionsLanguage } from './publish-sections';

export type SectionEndpoint =
  | 'sectionPages'
  | 'sectionPage'
  | 'saveSectionPageLanguage'
  | 'publishSectionPage'
  | 'previewSectionPage'
  | 'sectionPageRevisions'
  | 'compareSectionPageRevisions'
  | 'restoreSectionPageRevision';

type SectionCall = StudioCall<SectionEndpoint>;

interface Opened {
  state: SectionsState;
  published: PublishedSections[];
}

async function openOrRefuse(db: Db, policy: SectionPage): Promise<Opened> {
  const opened = await openSections(db, policy);
  if (!opened) throw notFound();
  return opened;
}

async function editorOf(db: Db, policy: SectionPage): Promise<SectionPageEditor> {
  const { state, published } = await openOrRefuse(db, policy);
  return sectionEditorOf(policy, state, published, await activeLanguages(db));
}

async function stale(db: Db, policy: SectionPage): Promise<StaleWrite> {
  return new StaleWrite(await editorOf(db, policy));
}

async function checkVersion(call: SectionCall, policy: SectionPage, opened: Opened) {
  const version = basedOn(call.request);
  if (opened.state.item.version !== version) throw await stale(call.app.db, policy);
  return version;
}

/**
 * The texts as stored: only the page's own keys, a plain text within its bound, a rich
 * text sanitized (a script or data link refused). Each refusal names its key.
 */
async function cleanTexts(
  texts: Record<string, string>,
  fieldList: SectionPageEditor['fieldList'],
): Promise<Record<string, string>> {
  const refusals: Record<string, string[]> = {};
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    const field = fieldList.find((f) => f.key === key);
    if (!field) refusals[key] = ['unknown'];
    else if (field.kind !== 'html' && value.length > SECTION_TEXT_MAX) refusals[key] = ['tooLong'];
    else if (field.kind === 'html' && (await hasUnsafeLink(value))) refusals[key] = ['unsafeLink'];
    else clean[key] = field.kind === 'html' ? await sanitizeRichText(value) : value.trim();
  }
  if (Object.keys(refusals).length > 0) throw new StudioRefusal(400, 'invalid', refusals);
  return clean;
}

function saveDraft(
  call: SectionCall,
  policy: SectionPage,
  opened: Opened,
  version: number,
  lang: string,
  changes: Record<string, string>,
) {
  const { spec } = sectionsSpec(opened.published, opened.state.item.sourceLang);
  return saveItemDraft(call.app.db, {
    kind: SECTIONS,
    fields: spec.fields,
    state: opened.state,
    version,
    lang,
    changes,
    author: authorOf(call.request),
    stale: () => stale(call.app.db, policy),
  });
}

async function answer(call: SectionCall, policy: SectionPage) {
  return withVersion(call.reply, await editorOf(call.app.db, policy));
}

export const sectionHandlers = {
  async sectionPages({ app }) {
    const languages = await activeLanguages(app.db);
    const results = [];
    for (const policy of SECTION_PAGES) {
      const published = await publishedSections(app.db, policy);
      if (published.length === 0) continue;
      const source = published.find((row) => row.lang === languages[0]?.value) ?? published[0]!;
      const state = await readItemState<string, Record<string, never>>(app.db, SECTIONS, source.id);
      const sourceLang = state?.item.sourceLang ?? source.lang;
      const { spec, fieldList } = sectionsSpec(published, sourceLang);
      const entries = languages.map(({ value: lang }) => {
        const shown = published.some((row) => row.lang === lang);
        if (!state) return [lang, { state: shown ? 'done' : 'missing', published: shown }] as const;
        const draft = state.drafts.get(lang);
        const states = fieldStatesOf(
          spec,
          draft,
          state.drafts.get(sourceLang),
          lang === sourceLang,
        );
        return [lang, { state: languageStateOf(spec, draft, states), published: shown }] as const;
      });
      results.push({
        policy,
        title: fieldList[0]?.sectionTitle ?? policy,
        updatedAt: state?.item.updatedAt ?? source.updatedAt,
        languages: Object.fromEntries(entries),
      });
    }
    return { results };
  },

  async sectionPage(call) {
    return answer(call, call.params.policy);
  },

  async saveSectionPageLanguage(call) {
    const { app, params, body } = call;
    basedOn(call.request);
    await languagesOrRefuse(app.db, [params.lang]);
    const opened = await openOrRefuse(app.db, params.policy);
    const { fieldList } = sectionsSpec(opened.published, opened.state.item.sourceLang);
    const texts = await cleanTexts(body.fields, fieldList);
    const version = await checkVersion(call, params.policy, opened);
    await saveDraft(call, params.policy, opened, version, params.lang, texts);
    return answer(call, params.policy);
  },

  async publishSectionPage(call) {
    const { app, params, body } = call;
    basedOn(call.request);
    await languagesOrRefuse(app.db, body.languages);
    const opened = await openOrRefuse(app.db, params.policy);
    const version = await checkVersion(call, params.policy, opened);
    const { state, published } = opened;
    const { spec } = sectionsSpec(published, state.item.sourceLang);
    // Every text the source has must be written in a language before it is published.
    const source = state.drafts.get(state.item.sourceLang);
    const refusals: Record<string, string[]> = {};
    for (const lang of body.languages) {
      const draft = state.drafts.get(lang) ?? { fields: emptyFields(spec.fields) };
      for (const key of spec.fields)
        if ((source?.fields[key] ?? '').trim() !== '' && (draft.fields[key] ?? '').trim() === '')
          refusals[`${lang}.${key}`] = ['required'];
    }
    if (Object.keys(refusals).length > 0) throw new StudioRefusal(400, 'invalid', refusals);
    await app.db.transaction().execute(async (trx) => {
      const id = state.item.id;
      if (!(await advanceVersion(trx, SECTIONS, id, version)))
        throw await stale(app.db, params.policy);
      for (const lang of body.languages)
        await publishSectionsLanguage(trx, params.policy, state, published, lang);
    });
    await recordAudit(app.db, {
      action: 'published',
      actor: authorOf(call.request),
      subject: `${params.policy} (${body.languages.join(', ')})`,
      address: call.request.studio.address,
    });
    await app.contentChanged(sectionsChange(params.policy, body.languages));
    return answer(call, params.policy);
  },

  async previewSectionPage({ app, params, body }) {
    await languagesOrRefuse(app.db, [body.lang]);
    const { state } = await openOrRefuse(app.db, params.policy);
    if (!state.drafts.has(body.lang))
      throw new StudioRefusal(400, 'invalid', { lang: ['nothingWritten'] });
    return issuePreview(app.db, SECTIONS, state.item.id, body.lang);
  },

  async sectionPageRevisions({ app, params }) {
    const { state } = await openOrRefuse(app.db, params.policy);
    return listRevisions(app.db, SECTIONS, state.item.id);
  },

  async compareSectionPageRevisions({ app, params, query }) {
    const { state, published } = await openOrRefuse(app.db, params.policy);
    const { spec } = sectionsSpec(published, state.item.sourceLang);
    const languages = await activeLanguages(app.db);
    return compareRevisions(app.db, SECTIONS, state.item.id, spec.fields, languages, query);
  },

  async restoreSectionPageRevision(call) {
    const { app, params } = call;
    basedOn(call.request);
    const opened = await openOrRefuse(app.db, params.policy);
    const version = await checkVersion(call, params.policy, opened);
    const revision = await readRevision<string>(
      app.db,
      SECTIONS,
      opened.state.item.id,
      params.revision,
    );
    await saveDraft(call, params.policy, opened, version, revision.lang, revision.fields);
    return answer(call, params.policy);
  },
} satisfies Pick<StudioHandlers, SectionEndpoint>;
