// The inline script every page carries in its <head> (build/prerender.ts writes it, and its hash
// into the Content-Security-Policy): the source of captureEarlyInput, called with its names.
import {
  captureEarlyInput,
  EARLY_PENDING_ATTRIBUTE,
  NATIVE_SUBMIT_ATTRIBUTE,
  NEEDS_INPUT_ATTRIBUTE,
  type CaptureNames,
} from "./early-input.ts";
import { PENDING_SUBMIT_ATTRIBUTE } from "./form-drafts.ts";
import { TRIGGER_TENFOLD_EVENT } from "./tenfold-events.ts";

const CAPTURE_NAMES: CaptureNames = {
  needsInput: NEEDS_INPUT_ATTRIBUTE,
  nativeSubmit: NATIVE_SUBMIT_ATTRIBUTE,
  pending: EARLY_PENDING_ATTRIBUTE,
  pendingSubmit: PENDING_SUBMIT_ATTRIBUTE,
  trigger: TRIGGER_TENFOLD_EVENT,
};

export function captureScript(): string {
  return `(${captureEarlyInput.toString()})(window, ${JSON.stringify(CAPTURE_NAMES)});`;
}
