import type { ContactInboxItem } from '@parley/contract/contact-inbox';
import { Button } from '../../components/ui/button.tsx';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { deleteMessage } from '../../features/admin/contact-messages/api/delete-message.ts';
import {
  useContactInbox,
  useRefreshInbox,
} from '../../features/admin/contact-messages/api/get-contact-messages.ts';
import { markMessageRead } from '../../features/admin/contact-messages/api/mark-message-read.ts';

function DeliveryBadge({ m }: { m: ContactInboxItem }) {
  if (m.deliveryStatus === 'sent')
    return (
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Mailed</span>
    );
  if (m.deliveryStatus === 'failed')
    return (
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
        Mail failed{m.deliveryError ? `: ${m.deliveryError}` : ''}
      </span>
    );
  if (m.deliveryStatus === 'not_configured')
    return (
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
        Mail not configured (only here)
      </span>
    );
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Stored</span>
  );
}

const replyLink = (m: ContactInboxItem) =>
  `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;

/** Every contact-form submission, newest first, with its mail delivery status. */
export function ContactMessagesPage() {
  const { flashes, show } = useFlash();
  const inbox = useContactInbox();
  const refresh = useRefreshInbox();
  const markRead = async (id: string) => {
    try {
      await markMessageRead(id);
      await refresh();
    } catch {
      show('error', 'Failed to mark the message read');
    }
  };
  const remove = async (id: string) => {
    if (!window.confirm('Are you sure you want to delete this message?')) return;
    try {
      await deleteMessage(id);
      show('success', 'Message deleted');
      await refresh();
    } catch {
      show('error', 'Failed to delete the message');
    }
  };
  const items = inbox.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  return (
    <div className="space-y-4">
      <FlashList flashes={flashes} />
      <h1 className="text-2xl font-bold text-slate-900">
        Contact messages{' '}
        {unread > 0 && <span className="text-base font-medium text-slate-500">({unread} unread)</span>}
      </h1>
      {inbox.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          Failed to load contact messages
        </p>
      )}
      {inbox.isSuccess && items.length === 0 && <p className="text-slate-500">No contact messages yet.</p>}
      <ul className="space-y-3">
        {items.map((m) => (
          <li
            key={m.id}
            data-testid="contact-message"
            className={`rounded-xl border bg-white p-4 ${m.read ? 'border-slate-200' : 'border-brand-500 shadow-sm'}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {!m.read && (
                    <span className="me-2 inline-block h-2 w-2 rounded-full bg-brand-600" title="Unread" />
                  )}
                  {m.subject}
                  {!m.read && <span className="sr-only"> (unread)</span>}
                </p>
                <p className="text-sm text-slate-600">
                  {m.name} &lt;{m.email}&gt; · {new Date(m.createdAt).toLocaleString()}
                </p>
              </div>
              <DeliveryBadge m={m} />
            </div>
            <p className="mt-2 whitespace-pre-wrap text-sm text-slate-800">{m.message}</p>
            <div className="mt-3 flex gap-4 text-sm font-medium">
              <a href={replyLink(m)} className="text-brand-700 hover:underline">
                Reply
              </a>
              {!m.read && (
                <button
                  type="button"
                  onClick={() => void markRead(m.id)}
                  className="text-slate-700 hover:underline"
                >
                  Mark read
                </button>
              )}
              <button
                type="button"
                onClick={() => void remove(m.id)}
                className="text-red-700 hover:underline"
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <div className="flex justify-center">
          <Button size="sm" onClick={() => void inbox.fetchNextPage()}>
            Load More
          </Button>
        </div>
      )}
    </div>
  );
}
