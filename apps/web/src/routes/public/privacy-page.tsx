import { useTranslation } from 'react-i18next';
import { ProsePage } from '../../components/ui/prose-page.tsx';

/** The legal text is in English in every language; its title follows the site language. */
export function PrivacyPage() {
  const { t } = useTranslation();
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
      <p>
        Sessions expire after a period of inactivity set by the business (60 minutes by default) and are kept
        for the retention period it configures (30 days by default). Analytics are kept for 90 days by
        default.
      </p>
      <h2>Your rights</h2>
      <p>You can ask the business through its contact page to access or delete your data.</p>
    </ProsePage>
  );
}
