/** The one file of a multipart body (field `file`), with the French 400s of the route that takes it. */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

export interface FileMessages {
  missing: string;
  tooBig: string;
  unreadable: string;
}

export async function readUploadedFile(request: FastifyRequest, messages: FileMessages): Promise<Buffer> {
  const refuse = (message: string) => badRequest(message, { file: [message] });
  if (!request.isMultipart()) throw refuse(messages.missing);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw refuse(messages.tooBig);
    throw refuse(messages.unreadable);
  }
  if (!file || file.length === 0) throw refuse(messages.missing);
  return file;
}

/** The file of a multipart form with its name, and the form's text fields (e.g. `createSectors`). */
export async function readUploadedForm(
  request: FastifyRequest,
  messages: FileMessages,
): Promise<{ file: Buffer; fileName: string; fields: Record<string, string> }> {
  const refuse = (message: string) => badRequest(message, { file: [message] });
  if (!request.isMultipart()) throw refuse(messages.missing);
  let file: Buffer | undefined;
  let fileName = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') {
        file = await part.toBuffer();
        fileName = part.filename;
      } else if (part.type === 'file') await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw refuse(messages.tooBig);
    throw refuse(messages.unreadable);
  }
  if (!file || file.length === 0) throw refuse(messages.missing);
  return { file, fileName, fields };
}
