import type { FaqInput } from '@parley/contract/admin';
import type { UnansweredQuestion } from '@parley/contract/learning';
import { useState } from 'react';
import { Link } from 'react-router';
import { FlashList } from '../../components/ui/flash-list.tsx';
import { useFlash } from '../../components/ui/use-flash.ts';
import { createFaq } from '../../features/admin/faqs/api/create-faq.ts';
import { FaqModal } from '../../features/admin/faqs/faq-modal.tsx';
import { usePublicSettings } from '../../features/admin/settings/api/get-public-settings.ts';
import { addAlias } from '../../features/admin/unanswered/api/add-alias.ts';
import { approveSuggestion } from '../../features/admin/unanswered/api/approve-suggestion.ts';
import { dismissQuestion } from '../../features/admin/unanswered/api/dismiss-question.ts';
import { useRefreshUnanswered, useUnanswered } from '../../features/admin/unanswered/api/get-unanswered.ts';
import { rejectSuggestion } from '../../features/admin/unanswered/api/reject-suggestion.ts';
import { suggestPhrasings } from '../../features/admin/unanswered/api/suggest-phrasings.ts';
import { GroupCard } from '../../features/admin/unanswered/group-card.tsx';
import { SuggestionsList } from '../../features/admin/unanswered/suggestions-list.tsx';
import { TimelineChart } from '../../features/admin/unanswered/timeline-chart.tsx';
import { ApiError } from '../../lib/api-client.ts';

const PERIODS = [7, 30, 90] as const;

const detail = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

/** What visitors asked that the chat could not answer directly, and one-click ways to teach it. */
export function UnansweredPage() {
  const { flashes, show } = useFlash();
  const [days, setDays] = useState<number>(30);
  const [draft, setDraft] = useState<UnansweredQuestion | undefined>();
  const data = useUnanswered(days);
  const refresh = useRefreshUnanswered();
  const settings = usePublicSettings();
  const languages = settings.data?.chatbot.languages ?? [{ code: 'en', name: 'English' }];
  const languageName = (code: string) => languages.find((l) => l.code === code)?.name ?? code;

  async function act(action: () => Promise<unknown>, success: string, failure: string) {
    try {
      await action();
      show('success', success);
      await refresh();
    } catch (err) {
      show('error', detail(err, failure));
    }
  }

  async function saveNewFaq(input: FaqInput) {
    try {
      await createFaq(input);
    } catch (err) {
      throw new Error(detail(err, 'Failed to save FAQ'));
    }
    setDraft(undefined);
    show('success', 'FAQ saved successfully!');
    await refresh();
  }

  const body = data.data;
  const stats = body
    ? [
        { label: 'Not found', value: body.totals.not_found },
        { label: 'Clarifications', value: body.totals.clarification },
        { label: 'Buttons picked', value: body.totals.picked },
      ]
    : [];
  return (
    <div className="space-y-4">
      <FlashList flashes={flashes} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Unanswered questions</h1>
        <label className="text-sm text-slate-700">
          Period{' '}
          <select
            className="ms-1 rounded-md border border-slate-300 px-2 py-1"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                Last {p} days
              </option>
            ))}
          </select>
        </label>
      </div>
      {data.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          Failed to load unanswered questions
        </p>
      )}
      {body && !body.collecting && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Visitors' questions are not being recorded. Turn on training data collection in{' '}
          <Link to="/admin/settings" className="font-medium underline">
            Settings
          </Link>{' '}
          to learn from them.
        </p>
      )}
      {body && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            {stats.map((s) => (
              <div key={s.label} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="text-sm text-slate-500">{s.label}</p>
                <p className="mt-1 text-2xl font-bold text-slate-900">{s.value}</p>
              </div>
            ))}
          </div>
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <TimelineChart timeline={body.timeline} />
          </section>
          <SuggestionsList
            suggestions={body.suggestions}
            languageName={languageName}
            onApprove={(s) =>
              act(() => approveSuggestion(s.id), 'Alias added.', 'Failed to approve the suggestion')
            }
            onReject={(s) =>
              act(() => rejectSuggestion(s.id), 'Suggestion rejected.', 'Failed to reject the suggestion')
            }
          />
          {body.groups.length === 0 && (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-500">
              No unanswered questions in this period.
            </p>
          )}
          {body.groups.map((group) => (
            <GroupCard
              key={group.faq?.id ?? `similar:${group.questions[0]?.language}:${group.questions[0]?.text}`}
              group={group}
              languageName={languageName}
              canSuggest={body.suggestions_available}
              onAlias={(q) =>
                group.faq &&
                act(
                  () =>
                    addAlias({
                      faq_id: group.faq?.id ?? '',
                      language: q.language,
                      question: q.text,
                    }),
                  'Alias added.',
                  'Failed to add the alias',
                )
              }
              onNewFaq={setDraft}
              onDismiss={(q) =>
                act(() => dismissQuestion(q.language, q.text), 'Question dismissed.', 'Failed to dismiss')
              }
              onSuggest={(language) =>
                group.faq &&
                act(
                  () => suggestPhrasings(group.faq?.id ?? '', language),
                  'Phrasings suggested.',
                  'Failed to suggest phrasings',
                )
              }
            />
          ))}
        </>
      )}
      {draft && (
        <FaqModal
          draft={{ question: draft.text, language: draft.language }}
          languages={languages}
          onSave={saveNewFaq}
          onClose={() => setDraft(undefined)}
        />
      )}
    </div>
  );
}
