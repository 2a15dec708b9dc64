// Opening a modal <dialog> makes the rest of the page inert, and Chromium then restyles every element of it:
// about 130 ms at 4× CPU on the home page, between the tap and its paint (docs/performance.md, The menu's
// tap). So a dialog is shown plain first, which paints at once, and made modal the frame after.

/**
 * Makes `dialog`, shown with `show()`, modal once the next frame is painted: top layer, the page inert, Escape
 * as cancel. Calls `onModal` then. Returns a function that calls it off (the dialog closed meanwhile).
 */
export function makeModalAfterPaint(dialog: HTMLDialogElement, onModal: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (!dialog.open) return;
      dialog.close();
      dialog.showModal();
      onModal();
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
