import { useTranslation } from 'react-i18next';
import { ProsePage } from '../../components/ui/prose-page.tsx';

/** The legal text is in English in every language; its title follows the site language. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <ProsePage title={t('terms.title')}>
      <p>
        These terms govern your use of this website and its chat assistant. By using them you agree to these
        terms.
      </p>
      <h2>The chat assistant</h2>
      <p>
        The assistant answers from the business’s published FAQs and documents. Answers are provided for
        information and may be incomplete; for binding statements about orders, payments or contracts, contact
        the business through the contact page.
      </p>
      <h2>Acceptable use</h2>
      <ul>
        <li>Do not send unlawful, abusive or harmful content.</li>
        <li>Do not try to disrupt the service, overload it or access other visitors’ conversations.</li>
        <li>Do not submit other people’s personal data without their consent.</li>
      </ul>
      <p>Requests are rate limited; automated abuse may be blocked.</p>
      <h2>Availability</h2>
      <p>We aim to keep the service available at all times but do not guarantee uninterrupted operation.</p>
      <h2>Changes</h2>
      <p>We may update these terms. The version published on this page applies.</p>
    </ProsePage>
  );
}
