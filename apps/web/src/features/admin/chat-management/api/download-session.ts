/** Downloads one session as <id>.json through the browser. */
export async function downloadSession(id: string): Promise<void> {
  const res = await fetch(`/api/v1/admin/chat-sessions/${encodeURIComponent(id)}/export`, {
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${id}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
