import type { AdminChatMessage } from '@parley/contract/chat-admin';
import { DialogFrame } from '../../../components/ui/dialog-frame.tsx';
import { MarkdownText } from '../../../widget/message-view.tsx';
import { useChatSession } from './api/get-chat-session.ts';
import { formatDuration } from './format-duration.ts';

const OUTCOME_LABELS: Record<NonNullable<AdminChatMessage['outcome']>, string> = {
  faq: 'Answered from a FAQ',
  document: 'Answered from a document',
  clarification: 'Clarification offered',
  not_found: 'Not found',
  greeting: 'Greeting',
  thanks: 'Thanks',
};

function MessageItem({ m }: { m: AdminChatMessage }) {
  const visitor = m.role === 'user';
  return (
    <li className={`rounded-xl p-3 text-sm ${visitor ? 'bg-slate-100' : 'border border-slate-200 bg-white'}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <span className="font-semibold text-slate-700">{visitor ? 'Visitor' : 'Assistant'}</span>
        <span>{new Date(m.createdAt).toLocaleString()}</span>
        <span className="uppercase">{m.language}</span>
        {m.outcome && (
          <span className="rounded-full bg-brand-50 px-2 text-brand-700">{OUTCOME_LABELS[m.outcome]}</span>
        )}
        {m.answeredBy === 'llm' && (
          <span className="rounded-full bg-violet-50 px-2 text-violet-700">Language model</span>
        )}
        {m.cached && <span className="rounded-full bg-amber-50 px-2 text-amber-800">Cached</span>}
        {m.responseTime !== null && <span>{Math.round(m.responseTime)} ms</span>}
        {m.pickedOption && (
          <span className="rounded-full bg-green-50 px-2 text-green-800">Picked option</span>
        )}
      </div>
      {visitor ? (
        <p className="mt-1 whitespace-pre-wrap text-slate-900">{m.content}</p>
      ) : (
        // The assistant's reply as the visitor saw it (bold, lists, links), not its Markdown source.
        <div className="mt-1 text-slate-900">
          <MarkdownText text={m.content} />
        </div>
      )}
      {m.clarificationOptions.length > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          Options offered: {m.clarificationOptions.map((o) => `“${o}”`).join(', ')}
        </p>
      )}
      {m.sources.length > 0 && (
        <p className="mt-1 text-xs text-slate-600">
          Sources: {m.sources.map((s) => `${s.type === 'faq' ? 'FAQ' : 'Document'}: ${s.title}`).join('; ')}
        </p>
      )}
    </li>
  );
}

export function SessionDetailsModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, isError, isPending } = useChatSession(id);
  const languages = data ? [...new Set(data.messages.map((m) => m.language))] : [];
  return (
    <DialogFrame title="Session details" onClose={onClose} wide>
      {isPending && <p className="text-sm text-slate-500">Loading…</p>}
      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Session not found
        </p>
      )}
      {data && (
        <div className="space-y-4">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {[
              ['Session ID', data.id],
              ['Status', data.status],
              ['User', data.userId],
              ['Messages', String(data.messageCount)],
              ['Created', new Date(data.createdAt).toLocaleString()],
              ['Last activity', new Date(data.lastActivity).toLocaleString()],
              ['Expires', new Date(data.expiresAt).toLocaleString()],
              ['Duration', formatDuration(Date.parse(data.lastActivity) - Date.parse(data.createdAt))],
              ['Languages', languages.join(', ') || data.language],
            ].map(([label, value]) => (
              <div key={label} className="flex gap-2">
                <dt className="w-28 shrink-0 text-slate-500">{label}</dt>
                <dd className="min-w-0 break-all font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <details className="rounded-lg bg-slate-50 p-3 text-xs">
            <summary className="cursor-pointer font-medium text-slate-700">Metadata and analytics</summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">
              {JSON.stringify({ metadata: data.metadata, analytics: data.analytics }, null, 2)}
            </pre>
          </details>
          <h3 className="font-semibold text-slate-900">Transcript</h3>
          {data.messages.length === 0 ? (
            <p className="text-sm text-slate-500">No messages.</p>
          ) : (
            <ol className="space-y-2" aria-label="Transcript">
              {data.messages.map((m) => (
                <MessageItem key={m.id} m={m} />
              ))}
            </ol>
          )}
        </div>
      )}
    </DialogFrame>
  );
}
