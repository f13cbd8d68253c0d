import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Renders every page of a PDF into canvases appended to `container`, fitted to its width at the
 * device pixel ratio. Returns the page count; `signal` stops rendering when the page is left.
 * `httpHeaders` carry the gateway's Authorization for the user's own documents.
 */
export async function renderPdf(
  url: string,
  container: HTMLElement,
  signal: AbortSignal,
  httpHeaders: Record<string, string> = {},
): Promise<number> {
  const task = getDocument({ url, withCredentials: true, httpHeaders });
  signal.addEventListener('abort', () => void task.destroy());
  const pdf = await task.promise;
  const width = container.clientWidth || 360;
  const ratio = window.devicePixelRatio || 1;
  for (let n = 1; n <= pdf.numPages && !signal.aborted; n += 1) {
    const page = await pdf.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width / base.width) * ratio });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = '100%';
    canvas.setAttribute('aria-label', `page ${n}`);
    container.appendChild(canvas);
    await page.render({ canvas, viewport }).promise;
    // The page's text as the canvas's fallback content: screen readers (and tests) can read what is drawn.
    const text = await page.getTextContent();
    canvas.textContent = text.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return pdf.numPages;
}
