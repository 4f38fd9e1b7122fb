// Handing the still contact form over to the live one. React replaces the still form's
// fields with new elements, which would lose what the visitor typed in them and the
// focus; the still form keeps a trace of both, and the live form takes them over as it
// mounts, before the browser paints.
import type { ComponentProps, RefObject } from 'react';

export interface StillFormTrace {
  /** The still form's element, kept after React has taken it off the page. */
  form: HTMLFormElement | null;
  /** The name of the still form's field that has the focus. */
  focused: string | null;
}

/** Props of the still form's <form> element that keep the trace. */
export function traceStillForm(trace: RefObject<StillFormTrace>): ComponentProps<'form'> {
  return {
    ref: (element) => {
      if (element) trace.current.form = element;
    },
    onFocus: (event) => {
      const field: EventTarget = event.target;
      trace.current.focused = field instanceof Element ? field.getAttribute('name') : null;
    },
    // React does not pass on the blur of a field it removes itself (it holds events while
    // it changes the page), so the swap keeps the trace; the visitor leaving clears it.
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) trace.current.focused = null;
    },
  };
}

/**
 * Carries what was typed in the still form, and its focus, into the live form. Runs in the
 * live form's layout effect: its fields are registered, the still ones are off the page.
 */
export function takeOverStillForm(
  { form, focused }: StillFormTrace,
  liveForm: HTMLFormElement | null,
  setValue: (name: string, value: string) => void,
): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const isText = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
    if (isText && element.name && element.value) setValue(element.name, element.value);
  }
  // Only when removing the still field took the focus away (to the body), never from
  // where the visitor moved it since. Focused here, at once (react-hook-form's setFocus
  // waits a task), so no key pressed meanwhile is lost.
  const active = document.activeElement;
  const field = focused && liveForm?.elements.namedItem(focused);
  if (field instanceof HTMLElement && (!active || active === document.body)) field.focus();
}
