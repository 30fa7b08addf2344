import { useTranslation } from 'react-i18next';
import { ProsePage } from '../../components/ui/prose-page.tsx';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <ProsePage title={t('about.title')}>
      <p>{t('about.body1')}</p>
      <p>{t('about.body2')}</p>
      <h2>{t('about.valuesTitle')}</h2>
      <ul>
        <li>{t('about.values.privacy')}</li>
        <li>{t('about.values.speed')}</li>
        <li>{t('about.values.languages')}</li>
      </ul>
    </ProsePage>
  );
}
