import { useState } from 'react';
import type { WidgetTexts } from './widget-texts.ts';

/** "Delete this conversation", asking for confirmation first. `onConfirm` resolves true once deleted. */
export function ConversationDelete({
  texts,
  disabled,
  onConfirm,
}: {
  texts: WidgetTexts;
  disabled: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!confirming)
    return (
      <div className="flex justify-end px-3 pb-1">
        <button
          type="button"
          disabled={disabled}
          onClick={() => setConfirming(true)}
          className="text-xs text-slate-500 underline hover:text-red-700 disabled:opacity-50"
        >
          {texts.deleteConversation}
        </button>
      </div>
    );
  return (
    <div
      role="alertdialog"
      aria-label={texts.deleteConversation}
      aria-describedby="parley-delete-confirm"
      className="mx-3 mb-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p id="parley-delete-confirm">{texts.deleteConfirm}</p>
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => setConfirming(false)}
          className="rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-700 hover:bg-slate-50"
        >
          {texts.cancel}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const done = await onConfirm();
            setBusy(false);
            if (done) setConfirming(false);
          }}
          className="rounded-full bg-red-700 px-3 py-1 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
        >
          {texts.deleteYes}
        </button>
      </div>
    </div>
  );
}
