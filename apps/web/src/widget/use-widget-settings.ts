import { useEffect, useState } from 'react';
import { chooseInitialLanguage } from './initial-language.ts';
import { fetchCountry, fetchPublicSettings, type PublicSettings } from './widget-api.ts';
import { cleanCache, KEYS, readCache, writeCache } from './widget-storage.ts';

const SETTINGS_CACHE = 'settings';
export const CACHE_TTL_MS = 30 * 60_000;
const CLEANUP_EVERY_MS = 5 * 60_000;
const SETTINGS_RELOAD_MS = 15 * 60_000;

/**
 * The widget's public settings (cached 30 minutes, reloaded every 15 so name, welcome message and languages
 * follow the admin) and its language: stored choice, else region, else browser, else default, then the site's
 * language selector unless the visitor picked one in the widget.
 */
export function useWidgetSettings(store: Storage) {
  const [settings, setSettings] = useState<PublicSettings | undefined>(() =>
    readCache(store, SETTINGS_CACHE),
  );
  // A language the visitor picked in the widget outlasts later choices on the site.
  const [language, setLanguage] = useState(
    () => store.getItem(KEYS.pickedLanguage) ?? store.getItem(KEYS.language) ?? 'en',
  );

  useEffect(() => {
    const load = () =>
      fetchPublicSettings()
        .then((s) => {
          setSettings(s);
          writeCache(store, SETTINGS_CACHE, s, CACHE_TTL_MS);
        })
        .catch(() => {});
    void load();
    const reload = setInterval(load, SETTINGS_RELOAD_MS);
    const cleanup = setInterval(() => cleanCache(store), CLEANUP_EVERY_MS);
    cleanCache(store);
    return () => {
      clearInterval(reload);
      clearInterval(cleanup);
    };
  }, [store]);

  // First language, only among the configured ones.
  useEffect(() => {
    if (!settings || store.getItem(KEYS.language)) return;
    const configured = settings.chatbot.languages.map((l) => l.code);
    void fetchCountry()
      .catch(() => ({ country_code: null }))
      .then(({ country_code }) => {
        // The visitor may have picked a language (here or on the site) while the lookup ran; that choice wins.
        const chosen = chooseInitialLanguage({
          stored: store.getItem(KEYS.language),
          countryCode: country_code,
          browserLanguages: navigator.languages ?? [],
          configured,
          defaultLanguage: settings.chatbot.defaultLanguage,
        });
        setLanguage(chosen);
        store.setItem(KEYS.language, chosen);
      });
  }, [settings, store]);

  useEffect(() => {
    const onSiteLanguage = (e: Event) => {
      const code = (e as CustomEvent<string>).detail;
      if (store.getItem(KEYS.pickedLanguage) || !settings?.chatbot.languages.some((l) => l.code === code))
        return;
      setLanguage(code);
    };
    window.addEventListener('parley:site-language', onSiteLanguage);
    return () => window.removeEventListener('parley:site-language', onSiteLanguage);
  }, [settings, store]);

  /** The visitor's pick in the widget: kept, and marked as picked so the site's selector no longer moves it. */
  const chooseLanguage = (code: string) => {
    setLanguage(code);
    store.setItem(KEYS.language, code);
    store.setItem(KEYS.pickedLanguage, code);
  };
  /** The language a reply was detected in, when the widget offers it. */
  const followReply = (code: string) => {
    if (code === language || !settings?.chatbot.languages.some((l) => l.code === code)) return;
    setLanguage(code);
    store.setItem(KEYS.language, code);
  };
  return { settings, language, chooseLanguage, followReply };
}
