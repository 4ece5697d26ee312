/** A form post's fields as the page reads them, for the actions' tests. */
export function formOf(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}
