import { createContext, useContext } from 'react';

/** The climbers' layout's sender of the phone's queues (use-ascent-queue.ts useQueueSender). */
export const SendQueueContext = createContext<() => Promise<void>>(async () => undefined);

/** Sends what waits on the phone (after a new log, for instance). */
export const useSendQueue = () => useContext(SendQueueContext);
