import type { UploadStrategyName } from '../types.ts';
import type { UploadStrategy } from './context.ts';
import { plainUpload } from './plain.ts';
import { s3MultipartUpload } from './s3-multipart.ts';
import { s3SimpleUpload } from './s3-simple.ts';
import { tusUpload } from './tus.ts';

export const UPLOAD_STRATEGIES: Record<UploadStrategyName, UploadStrategy> = {
  plain: plainUpload,
  tus: tusUpload,
  's3-simple': s3SimpleUpload,
  's3-multipart': s3MultipartUpload,
};

export type { StrategyContext, UploadStrategy } from './context.ts';
