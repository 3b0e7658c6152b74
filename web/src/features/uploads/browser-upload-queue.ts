import { useEffect, useState } from 'react';
import { UploadQueue } from '../../../../common/uploads/queue.ts';
import { createBrowserUploadEnvironment } from './browser-upload-environment.ts';

export function createUploadQueue(): UploadQueue {
  return new UploadQueue(createBrowserUploadEnvironment());
}

/** A queue for one component's lifetime (the avatar field): leaving the screen cancels its uploads. */
export function useOwnUploadQueue(): UploadQueue {
  const [queue] = useState(createUploadQueue);
  useEffect(() => () => queue.abortAll(), [queue]);
  return queue;
}
