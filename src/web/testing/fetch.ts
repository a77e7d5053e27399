import { afterEach, beforeEach, vi } from 'vitest';

export const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces fetch for each test of the file: `answer` answers every call unless a test says
 * otherwise (mockImplementation, mockReturnValueOnce), and the anti-forgery cookie is set as after
 * the app's first call. Answers the mock: one object for the whole file, reset before each test.
 */
export function stubFetch(answer: (url: string) => Response | Promise<Response>): ReturnType<typeof vi.fn> {
  const byDefault = (input: RequestInfo | URL) => Promise.resolve(answer(String(input)));
  const fetchMock = vi.fn(byDefault);
  beforeEach(() => {
    document.cookie = 'csrftoken=test-token; path=/';
    fetchMock.mockReset();
    fetchMock.mockImplementation(byDefault);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock as ReturnType<typeof vi.fn>;
}
