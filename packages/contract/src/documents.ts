import { z } from 'zod';
import { pagedListQuerySchema, pagedListResponseSchema } from './paged-list.ts';

export const DOCUMENT_FILE_TYPES = ['pdf', 'doc', 'docx', 'txt'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
/** 10 MB: the spec's upload limit ('File size must be less than 10MB'). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The spec's texts for the Document Training screen and its API. */
export const DOCUMENT_MESSAGES = {
  selectFile: 'Please select a file',
  tooLarge: 'File size must be less than 10MB',
  invalidType: 'Invalid file type. Please upload PDF, DOC, DOCX, or TXT files',
  loadFailed: 'Failed to load documents',
  deleteFailed: 'Failed to delete document',
  uploadFailed: 'Failed to upload document',
  uploaded: 'Document uploaded successfully',
  deleted: 'Document deleted successfully',
  confirmDelete: 'Are you sure you want to delete this document?',
} as const;

export const documentStatusSchema = z.enum(['pending', 'processing', 'processed', 'failed']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  file_type: z.enum(DOCUMENT_FILE_TYPES),
  status: documentStatusSchema,
  created_at: z.string(),
  /** Where an admin downloads the original file (as an attachment). */
  file_url: z.string(),
  chunks_count: z.number().int(),
  language: z.string(),
  error: z.string().nullable(),
  size: z.number().int(),
});
export type DocumentItem = z.infer<typeof documentSchema>;

export const documentDetailSchema = documentSchema.extend({
  /** The start of the extracted text. */
  text_preview: z.string(),
  passages: z.array(
    z.object({ position: z.number().int(), title: z.string(), content: z.string(), language: z.string() }),
  ),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const documentListQuerySchema = pagedListQuerySchema(['name', 'status', 'created_at']);
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListResponseSchema = pagedListResponseSchema(documentSchema);
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;
