// The studio's refusals: a status and a name the studio words in the account's language
// (studio/src/locales), with the broken rule per field for a form.
export class StudioRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }

  get body() {
    return {
      detail: this.detail,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: this.retryAfterSeconds }
        : {}),
    };
  }
}

export const signInRequired = () => new StudioRefusal(401, 'signInRequired');
export const signInFailed = () => new StudioRefusal(401, 'signInFailed');
export const forbidden = () => new StudioRefusal(403, 'forbidden');
export const csrfRefused = () => new StudioRefusal(403, 'csrf');
export const notFound = () => new StudioRefusal(404, 'notFound');
export const fieldRefused = (field: string, rule: string) =>
  new StudioRefusal(400, 'invalid', { [field]: [rule] });
