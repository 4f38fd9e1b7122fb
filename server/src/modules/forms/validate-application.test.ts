import { describe, expect, it } from 'vitest';
import { parseSubmittedData } from './validate-application';

describe('parseSubmittedData', () => {
  it('reads a JSON object, and no text as an empty one', () => {
    expect(parseSubmittedData('{"full_name":"سارا"}', 'fa')).toEqual({ full_name: 'سارا' });
    expect(parseSubmittedData(undefined, 'fa')).toEqual({});
  });

  it.each(['{"a":', '[]', 'null', '"text"', '7'])('refuses %s as the client’s 400', (raw) => {
    expect(() => parseSubmittedData(raw, 'en')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        body: { submitted_data: ['The form data is not valid'] },
      }),
    );
  });
});
