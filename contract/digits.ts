// Persian (۰-۹) and Arabic-Indic (٠-٩) digits as Latin digits.
export function toLatinDigits(value: string): string {
  return value.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) =>
    String((digit.codePointAt(0)! - 0x0660) % 0x90),
  );
}
