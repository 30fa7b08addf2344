import { describe, expect, it } from 'vitest';
import { smallTalk } from './small-talk.ts';

describe('smallTalk', () => {
  it.each([
    ['Hello!', 'greeting'],
    ['hi, how are you today?', 'greeting'],
    ['hola, qué tal', 'greeting'],
    ['Привет, как дела?', 'greeting'],
    ['Bonjour, ça va ?', 'greeting'],
    ['你好吗', 'greeting'],
    ['こんにちは、お元気ですか', 'greeting'],
    ['안녕하세요 잘 지내세요?', 'greeting'],
    ['مرحبا كيف حالك', 'greeting'],
    ['Thanks, bye!', 'thanks'],
    ['ok danke, tschüss', 'thanks'],
    ['Hi Ava, how are you?', 'greeting'],
    ['I have a question', 'opener'],
    ['Hello, can you help me?', 'opener'],
    ['thanks! one more question', 'opener'],
    ["Bonjour, j'ai une question", 'opener'],
    ['Ich brauche Hilfe', 'opener'],
    ['有个问题想问一下', 'opener'],
    ['질문이 있어요', 'opener'],
    ['Are you a bot?', 'about'],
    ['hi, who are you?', 'about'],
    ['I have a question: am I talking to a real person?', 'about'],
    ['Was kannst du?', 'about'],
    ['你是机器人吗？', 'about'],
    ['none of these', 'none'],
    ['Non, aucune', 'none'],
    ['no thanks', 'thanks'],
    // That a reply did not help is met like a bare no: the reply asks for a few more words.
    ["That didn't help", 'none'],
    ['that did not help', 'none'],
    ['答非所问', 'none'],
    ["that didn't help, I want to talk to a human", 'human'],
    ['no, I have another question', 'opener'],
    ['talk to a human', 'human'],
    ['Hi, can I talk to a real person?', 'human'],
    ['Je veux parler à un conseiller', 'human'],
    ['人工客服', 'human'],
    ['Are you a human?', 'about'],
    // Politeness and wanting say nothing alone: they leave the kind to the other phrases.
    ['agent please', 'human'],
    ['I want to speak to a person', 'human'],
    ['Ich möchte mit einem Mitarbeiter sprechen', 'human'],
    ['please', 'greeting'],
    // A bare yes mostly answers "Anything else I can help with?": it is asked what the question is.
    ['yes', 'opener'],
    ['Yes please!', 'opener'],
    ['Oui.', 'opener'],
    ['はい', 'opener'],
    ['네', 'opener'],
    ['oui merci', 'thanks'],
    ['yes, I have another question', 'opener'],
    // A lone letter or only digits name nothing to search for.
    ['x', 'opener'],
    ['12345', 'opener'],
    ['#4521 88', 'opener'],
  ])('takes %j as small talk (%s)', (message, kind) => {
    expect(smallTalk(message, 'Ava')).toBe(kind);
  });

  it.each([
    'hi, where is my order?',
    'how are you handling my refund',
    'hola, ¿qué tal el envío a Canarias?',
    '你好，运费多少',
    'I have a question about my order',
    'can you help me with a refund?',
    'are you open on Sunday?',
    'no funciona el código',
    'yes, how long does shipping take?',
    'can I talk to someone about my refund?',
    'I want to cancel my booking',
    '5G',
    '价',
    '예약',
    "that didn't help with my refund",
    'please cancel my order',
    'sí, ¿hacéis envíos a Canarias?',
    'Ava',
    `${'hi '.repeat(30)}`,
  ])('leaves %j to the answer engine', (message) => {
    expect(smallTalk(message, 'Ava')).toBeUndefined();
  });

  it('meets a message without words like a greeting, and reads one of emoji by its emoji', () => {
    expect(smallTalk(' ?! ', 'Ava')).toBe('greeting');
    expect(smallTalk('👍', 'Ava')).toBe('thanks');
    expect(smallTalk('👍🏽🙏', 'Ava')).toBe('thanks');
    expect(smallTalk('❤️', 'Ava')).toBe('thanks');
    expect(smallTalk('👋', 'Ava')).toBe('greeting');
    // Emoji that say something the engine cannot read: the reply asks for the question in words.
    expect(smallTalk('📦❓', 'Ava')).toBe('opener');
    expect(smallTalk('😡😡😡', 'Ava')).toBe('opener');
  });
});
