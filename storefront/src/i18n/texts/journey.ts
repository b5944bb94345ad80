import { JOURNEY_WORDS, type JourneyStatus, type ParcelEventCode } from '@fabelhaft/contracts/journey';

/**
 * issue #24, ADR 0040: the one set of words for where a printed book is — the book page's steps, /tracking, My
 * books and Account use these and nothing else (keyed by libs/contracts journey.ts), and our own words for each
 * carrier event, so an event reads in the page's language whatever language the carrier answered in.
 */
const de: {
  status: Record<JourneyStatus, string>;
  events: Record<ParcelEventCode, string>;
  [key: string]: unknown;
} = {
  // The same words in the support console (libs/contracts journey.ts).
  status: JOURNEY_WORDS.de,
  events: {
    label_created: 'Das Versandlabel ist erstellt; das Paket wartet auf den Versanddienstleister.',
    in_transit: 'Das Paket ist unterwegs.',
    out_for_delivery: 'Das Paket ist in der Zustellung.',
    ready_for_pickup: 'Das Paket liegt zur Abholung für dich bereit.',
    delivered: 'Das Paket wurde zugestellt.',
    delivery_failed: 'Das Paket konnte nicht zugestellt werden.',
    returned: 'Das Paket geht zurück an den Absender.',
    update: 'Der Versanddienstleister meldet eine Neuigkeit.',
  },
  carrierNote: 'Hinweis des Versanddienstleisters:',
  live: 'Aktualisiert sich von selbst',
};

const en: typeof de = {
  status: JOURNEY_WORDS.en,
  events: {
    label_created: 'The shipping label is created; the parcel is waiting for the carrier.',
    in_transit: 'The parcel is on its way.',
    out_for_delivery: 'The parcel is out for delivery.',
    ready_for_pickup: 'The parcel is ready for you to pick up.',
    delivered: 'The parcel has been delivered.',
    delivery_failed: 'The parcel could not be delivered.',
    returned: 'The parcel is going back to the sender.',
    update: 'The carrier reported an update.',
  },
  carrierNote: 'Carrier’s note:',
  live: 'Updates by itself',
};

export default { de, en };
