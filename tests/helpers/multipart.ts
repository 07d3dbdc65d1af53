type FilePart = { content: Buffer; filename: string; type: string };

/** A multipart/form-data body as a browser would send it, encoded by the platform's own FormData. */
export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, FilePart | FilePart[]> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, parts] of Object.entries(files))
    for (const file of Array.isArray(parts) ? parts : [parts])
      form.append(name, new Blob([new Uint8Array(file.content)], { type: file.type }), file.filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
