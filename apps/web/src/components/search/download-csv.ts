import { ERROR_FALLBACKS } from '@portal/shared/messages';
import { ApiError, errorText } from '@/lib/api-client';
import { goToLogin } from '@/lib/navigation';
import { clearToken, getToken } from '@/lib/token';

/** The export's query: the search's filters and sort, without paging (every row goes out). */
export function exportParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'pageSize' || value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  return params;
}

/**
 * Downloads a CSV export. The API wants the Authorization header, which a plain link cannot send:
 * the file is fetched, kept as a Blob and saved through a temporary object URL.
 */
export async function downloadCsv(path: string, query: object, fileName: string): Promise<void> {
  const token = getToken();
  const params = exportParams(query).toString();
  let response: Response;
  try {
    response = await fetch(params ? `${path}?${params}` : path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(ERROR_FALLBACKS.connection, 0);
  }
  if (response.status === 401) {
    clearToken();
    goToLogin();
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new ApiError(errorText(body, response.status), response.status, body);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fileName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
