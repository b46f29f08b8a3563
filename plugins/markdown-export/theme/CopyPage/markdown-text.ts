/** The page's Markdown form as the clipboard takes it; loaded only when a reader asks to copy. */
export async function markdownBlob(markdownPath: string): Promise<Blob> {
  const response = await fetch(markdownPath);
  if (!response.ok) throw new Error(`the server answered ${response.status} for ${markdownPath}`);
  return new Blob([await response.text()], { type: 'text/plain' });
}
