// Several words as the studio's language lists them (Intl.ListFormat): "Persian, English,
// Arabic" in English, «فارسی، انگلیسی، و عربی» in Persian.
export const wordList = (language: string, words: string[]) =>
  new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(words);
