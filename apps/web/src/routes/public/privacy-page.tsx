import type { PublicSettingsResponse } from '@parley/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProsePage } from '../../components/ui/prose-page.tsx';
import { apiFetch } from '../../lib/api-client.ts';

type Retention = PublicSettingsResponse['retention'];

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The retention the settings enforce right now (the hourly retention job applies them). */
function RetentionText({ retention }: { retention: Retention }) {
  return (
    <>
      <p data-testid="privacy-retention">
        A conversation is kept for {days(retention.sessionTtlDays)} after your last message, then it expires.{' '}
        {retention.autoExpiry
          ? 'Expired conversations are deleted with all their messages within the hour.'
          : 'Expired conversations stay stored until the business deletes them.'}{' '}
        Usage statistics are kept for {days(retention.analyticsRetentionDays)}.
      </p>
      <p>
        {retention.anonymizedStorage
          ? 'Anonymized storage is on: e-mail addresses and phone numbers in your messages are masked before they are stored, and only your browser family (not its full user agent) is kept.'
          : 'Your messages are stored as you write them.'}{' '}
        {retention.trainingDataCollection
          ? 'Questions the assistant could not answer are kept, without a link to your conversation, to improve its answers.'
          : 'Your questions are not collected to train or improve the assistant.'}
      </p>
    </>
  );
}

/** The legal text is in English in every language; its title follows the site language. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: () => apiFetch<PublicSettingsResponse>('/settings/public'),
  });
  return (
    <ProsePage title={t('privacy.title')}>
      <p>
        This chat runs on the business’s own server. Your conversation is not sent to third parties unless the
        business has connected its own language model, in which case the questions and relevant FAQ texts are
        sent to that model to phrase the answer.
      </p>
      <h2>What is stored</h2>
      <ul>
        <li>
          Your chat messages and the assistant’s answers, linked to a random session id kept in your browser.
        </li>
        <li>
          Session details: browser (user agent), language, time zone, screen size, the page you came from, and
          timestamps.
        </li>
        <li>Messages you send through the contact form: name, email, subject and message.</li>
      </ul>
      <h2>What is not stored</h2>
      <ul>
        <li>No account is needed to chat, and no tracking cookies are set.</li>
        <li>
          Your region is estimated from your IP address with a local database to preselect a language; the
          address is not kept with your chat.
        </li>
      </ul>
      <h2>Who can see it</h2>
      <p>
        Only you (with your session id) and the business’s administrators can read your conversation. Other
        visitors never see it.
      </p>
      <h2>Retention</h2>
      {settings.data ? (
        <RetentionText retention={settings.data.retention} />
      ) : (
        <p>The retention periods set by the business are loading…</p>
      )}
      <h2>Your rights</h2>
      <p>
        You can delete your conversation at any time with “Delete this conversation” in the chat: it is
        removed from the server and from your browser. You can also ask the business through its contact page
        to access or delete your data.
      </p>
    </ProsePage>
  );
}
