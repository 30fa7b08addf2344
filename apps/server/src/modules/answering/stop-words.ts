import { normalizeText } from './normalize-text.ts';

/**
 * Small stop-word lists: function words that carry no topic in a support question. Kept short on purpose;
 * IDF weighting handles the rest. Folded at load like the text (lower case, no accents).
 */
const LISTS: Record<string, string> = {
  en: 'a an the and or but if of to in on at by for with from about as into is are was were be been being am do does did doing have has had having i me my mine we us our you your yours he him his she her it its they them their this that these those there here what which who whom whose when where why how can could would should will shall may might must please pls hi hello hey thanks thank just also so than then too very not no yes get got any some all much many more most one other another',
  es: 'el la los las un una unos unas y o pero si de del a al en con por para sin sobre que como cual cuales quien quienes cuando donde es son fue ser estar esta estan esto eso este ese mi mis tu tus su sus nuestro nuestra yo me te se nos le les lo hay puedo puede pueden podria hola gracias favor por muy mas ya no si tengo tiene tienen teneis tenemos otro otra otros otras',
  fr: 'le la les un une des du de d l et ou mais si a au aux en dans sur pour par avec sans que qui quoi quel quelle quels quelles comment quand ou est sont etre ai as avez avons ont je tu il elle nous vous ils elles me te se mon ma mes ton ta tes son sa ses notre votre leur ce cet cette ces y ne pas plus tres bonjour merci svp peux peut pouvez puis autre autres',
  de: 'der die das den dem des ein eine einen einem einer und oder aber wenn von zu im in an auf fur mit aus bei nach uber um wie was wer wann wo warum welche welcher ist sind war sein bin habe hat haben ich du er sie es wir ihr mein meine dein ihr unser kann konnen konnte bitte danke hallo gibt nicht kein ja auch noch schon mir mich andere anderen anderer anderes',
  it: 'il lo la i gli le un uno una e o ma se di del della dei delle a al alla in nel nella con per su da che chi come quando dove perche quale quali e sono ero essere ho hai ha abbiamo avete hanno io tu lui lei noi voi loro mi ti si ci mio mia miei tuo tua suo sua nostro posso puo possono ciao grazie per favore non piu altro altra altri altre',
  pt: 'o a os as um uma uns umas e ou mas se de do da dos das em no na nos nas por para com sem que quem como quando onde qual quais e sao foi ser estar esta estou eu tu ele ela nos voces eles elas me te se meu minha meus minhas seu sua nosso posso pode podem ola obrigado obrigada favor nao mais ja tenho tem outro outra outros outras',
  nl: 'de het een en of maar als van te in op aan bij voor met uit over naar dat die wat wie hoe wanneer waar waarom welke is zijn was ben heb heeft hebben ik jij je u hij zij we wij jullie mijn mijn jouw uw ons onze kan kun kunt kunnen zou graag alstublieft bedankt dank hallo niet geen ja ook nog er ander andere',
  ru: 'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между здравствуйте привет спасибо пожалуйста мой моя мои другой другая другую другие другом',
  // Chinese, Japanese and Korean: segmenter words (Korean without its particle) that only ask or frame.
  zh: '我们 你们 我的 你们的 有没有 没有 可以 可不可以 能不能 怎么 怎么样 什么 请问 一下 是否 需要 想 想要 别的 其他 另一个 另外',
  ja: 'あり ある あります ありますか ます です でしょう ください いる います する します でき できる できます なる ない これ それ どう どの 何 私 わたし 他の 別の',
  ko: '있어 있나 있습니까 있는 있을까 있다 있으 없어 없나 없는 어떻게 뭐 무엇 저 제 저희 우리 그 이 좀 수 할 하나 되나 돼 해 다른',
  ar: 'في من الى على عن مع هل ما ماذا كيف متى اين لماذا اي هذا هذه ذلك تلك هو هي انا انت نحن هم كان يكون و او ثم لا لم لن قد كل بعض عند لدي لدينا لديكم عندكم يوجد توجد يمكن يمكنني ممكن من فضلك شكرا مرحبا السلام عليكم اخر اخرى',
};

/** Words that frame a chat message ("a question about ...") without naming its topic. */
const CHAT_FRAMING: Record<string, string> = {
  en: 'question questions query info information regarding concerning problem problems issue issues trouble',
  es: 'pregunta preguntas consulta duda dudas informacion respecto acerca problema problemas',
  fr: 'question questions renseignement renseignements info infos information informations concernant propos probleme problemes souci soucis',
  de: 'frage fragen info infos information informationen bezuglich wegen zum zur problem probleme',
  it: 'domanda domande informazione informazioni info riguardo merito sul sulla problema problemi',
  pt: 'pergunta perguntas duvida duvidas informacao informacoes info relacao sobre problema problemas',
  nl: 'vraag vraagje vragen info informatie betreft probleem problemen',
  ru: 'вопрос вопросы информация информацию насчет поводу касательно проблема проблемы проблемой',
  ar: 'سوال استفسار بخصوص حول معلومات مشكلة',
  zh: '关于 有关 问题 咨询 请教 有点',
  ja: '質問 について 関して 問い合わせ 問題',
  ko: '질문 관련 관련해서 관해 대해 문의 문제',
};

const SETS = new Map(
  Object.entries(LISTS).map(([lang, words]) => [
    lang,
    // Folded like the text they are compared with (Arabic "الى" is "الي" there, "مشكلة" is "مشكله").
    new Set(
      normalizeText(`${words} ${CHAT_FRAMING[lang] ?? ''}`)
        .trim()
        .split(/\s+/),
    ),
  ]),
);

export function isStopWord(word: string, language: string): boolean {
  return SETS.get(language)?.has(word) ?? false;
}
