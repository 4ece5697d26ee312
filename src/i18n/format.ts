/**
 * The one placeholder formatter: fills `{name}` placeholders in a translated
 * text. The translators use it on the server, and islands use it on the texts
 * picked for their props. It imports no catalogue, so islands may bundle it.
 * Unknown (or undefined) placeholders are left visible, to be noticed.
 */
export type MessageParams = Record<string, string | number>;

export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
