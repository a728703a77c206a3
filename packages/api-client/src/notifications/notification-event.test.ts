import { describe, expect, it } from 'vitest';
import { parseNotificationEvent, toNotificationEvent } from './notification-event';
import {
  listenToPushMessages,
  PUSH_MESSAGE_TYPE,
  type PushMessageSource,
  pushMessageNotification,
} from './push-messages';

describe('parseNotificationEvent', () => {
  it('reads the fields of a NotificationEvent', () => {
    const event = {
      title: 'New appointment',
      body: 'Khalid booked an appointment with Dr. Omar.',
      points: 20,
      data: { kind: 'APPOINTMENT_BOOKED', slotId: 's1' },
      createdAt: '2026-11-21T05:00:00.000Z',
    };
    expect(parseNotificationEvent(JSON.stringify(event))).toEqual(event);
  });

  it('drops what is not a notification, and fields of the wrong kind', () => {
    expect(parseNotificationEvent('')).toBeNull();
    expect(parseNotificationEvent('[1]')).toBeNull();
    expect(parseNotificationEvent('{"title":"  "}')).toBeNull();
    expect(parseNotificationEvent('{"title":3}')).toBeNull();
    expect(toNotificationEvent(null)).toBeNull();
    expect(
      parseNotificationEvent(
        JSON.stringify({ title: 'Congratulations', body: '', points: -1, data: [1], createdAt: 5 }),
      ),
    ).toEqual({ title: 'Congratulations' });
  });
});

describe('push messages (fallback path)', () => {
  it('takes only the worker messages of our type', () => {
    expect(pushMessageNotification({ type: PUSH_MESSAGE_TYPE, notification: { title: 'Hi' } })).toEqual({
      title: 'Hi',
    });
    expect(pushMessageNotification({ type: 'other', notification: { title: 'Hi' } })).toBeNull();
    expect(pushMessageNotification('text')).toBeNull();
  });

  it('listens until stopped', () => {
    const events = new EventTarget();
    const target: PushMessageSource = {
      addEventListener: (type, listener) => {
        events.addEventListener(type, listener as EventListener);
      },
      removeEventListener: (type, listener) => {
        events.removeEventListener(type, listener as EventListener);
      },
    };
    const received: string[] = [];
    const stop = listenToPushMessages((event) => received.push(event.title), target);
    events.dispatchEvent(
      new MessageEvent('message', { data: { type: PUSH_MESSAGE_TYPE, notification: { title: 'A' } } }),
    );
    stop();
    events.dispatchEvent(
      new MessageEvent('message', { data: { type: PUSH_MESSAGE_TYPE, notification: { title: 'B' } } }),
    );
    expect(received).toEqual(['A']);
    expect(listenToPushMessages(() => undefined, null)).toBeTypeOf('function');
  });
});
