export interface SseEvent {
  event: string;
  data: string;
}

/** Incremental Server-Sent Events parser: feed it text as it arrives, get the complete events back. */
export class SseParser {
  private buffer = '';

  push(text: string): SseEvent[] {
    this.buffer += text.replace(/\r\n?/g, '\n');
    const events: SseEvent[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) events.push({ event, data: data.join('\n') });
      end = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}
