/**
 * The mock provider pages of account and subscription linking.
 */
import { messageArray } from './messages';
import type { PageEffect } from './page-types';
import { PREMIUM_PRODUCT, PUBLICATION_ID } from '../mocks/provider-data';
import {
  CLIENT,
  CLOSE_ON_REQUEST,
  closeButton,
  defaultArgs,
  page,
  type ProviderPage,
  PUB,
  PUBLISHER_PROVIDED_ID,
  result,
  send,
  SUBSCRIBER_USER_TOKEN,
  texts,
} from './page-parts';

/* ------------------------------------------------------------------ linking */

/** The `linkTo` parameters of subscription linking: `publicationId,publisherProvidedId` each. */
export function linkTargets(url: URL): { publicationId: string; publisherProvidedId: string }[] {
  return url.searchParams.getAll('linkTo').flatMap((value) => {
    const comma = value.indexOf(',');
    return comma > 0 ? [{ publicationId: value.slice(0, comma), publisherProvidedId: value.slice(comma + 1) }] : [];
  });
}

const linkingComplete = (url: URL, success: boolean): PageEffect => {
  const targets = linkTargets(url);
  return send(
    messageArray('SubscriptionLinkingCompleteResponse', {
      publisherProvidedId: targets[0]?.publisherProvidedId ?? null,
      success,
      linkResults: targets.map((target) =>
        messageArray('SubscriptionLinkingLinkResult', {
          success,
          swgPublicationId: target.publicationId,
          publisherProvidedId: target.publisherProvidedId,
        }),
      ),
    }),
  );
};

const isSubscriptionLinking = (url: URL) => url.searchParams.get('subscriptionLinking') === 'true';

export const linkingPages: ProviderPage[] = [
  page('linkbackstart', {
    screen: 'Account linking start',
    listedIn: 'magazine dialogs',
    mode: 'popup',
    title: 'Abo mit Google verknüpfen',
    texts: texts('Melden Sie sich bei Magazin Example an, um Ihr Abo mit Ihrem Google-Konto zu verknüpfen.'),
    actions: [
      { id: 'link', label: 'Konten verknüpfen', effect: result({ index: '0', linked: true }), main: true },
      {
        id: 'link-refresh',
        label: 'Verknüpfen und Seite neu laden',
        effect: result({ saveAndRefresh: true, linked: true, swgUserToken: SUBSCRIBER_USER_TOKEN }),
      },
      closeButton('Abbrechen'),
    ],
    presets: [{ id: 'default', name: 'linkAccount()', query: '', args: { publicationId: PUBLICATION_ID, _client: CLIENT } }],
  }),
  page('linkconfirmiframe', {
    // swg-js: feUrl('/linkconfirmiframe', {}, 'u/' + index): the account index is in the path.
    path: '/swg/u/:index/ui/v1/linkconfirmiframe',
    screen: 'Link confirmation',
    listedIn: 'magazine dialogs',
    title: 'Abo verknüpft',
    texts: (url) =>
      texts(
        `Ihr Abo bei Magazin Example ist jetzt mit Ihrem Google-Konto verknüpft (Konto ${/\/swg\/u\/([^/]+)\//.exec(url.pathname)?.[1] ?? '0'}).`,
      ),
    actions: [
      { id: 'done', label: 'Fertig', effect: result({ success: true, swgUserToken: SUBSCRIBER_USER_TOKEN }), main: true },
      { id: 'failed-link', label: 'Verknüpfung fehlgeschlagen', effect: result({ success: false }) },
      closeButton(),
    ],
    presets: [
      {
        id: 'default',
        name: 'after linkbackstart (account index 0)',
        query: PUB,
        args: { productId: PREMIUM_PRODUCT, publicationId: PUBLICATION_ID, _client: CLIENT },
      },
    ],
  }),
  page('linksaveiframe', {
    screen: 'Link save; with subscriptionLinking=true, subscription linking across several publications',
    listedIn: 'magazine dialogs',
    title: 'Abo bei Google speichern',
    texts: (url) =>
      isSubscriptionLinking(url)
        ? texts(
            `Ihre Abos werden mit Ihrem Google-Konto verknüpft: ${
              linkTargets(url)
                .map((target) => target.publicationId)
                .join(', ') || 'keine Publikation angegeben'
            }.`,
          )
        : texts('Ihr Abo bei Magazin Example wird in Ihrem Google-Konto gespeichert.'),
    // saveSubscription(): the page asks the client for the publisher's token at once (the dialog opens hidden).
    onStart: (url) => (isSubscriptionLinking(url) ? [] : [send(messageArray('LinkingInfoResponse', { requested: true }))]),
    actions: (url) =>
      isSubscriptionLinking(url)
        ? [
            { id: 'linked', label: 'Verknüpfung abgeschlossen', effect: linkingComplete(url, true), main: true },
            { id: 'not-linked', label: 'Verknüpfung fehlgeschlagen', effect: linkingComplete(url, false) },
            closeButton(),
          ]
        : [
            { id: 'linked', label: 'Speichern', effect: result({ linked: true, index: '0' }), main: true },
            { id: 'not-linked', label: 'Nicht verknüpfen', effect: result({ linked: false }) },
            closeButton('Abbrechen'),
          ],
    // With the publisher's token (or auth code) the page saves the subscription and is done.
    reactions: [
      { label: 'LinkSaveTokenRequest', notice: 'Das Abo wird gespeichert.', then: result({ linked: true, index: '0' }) },
      CLOSE_ON_REQUEST,
    ],
    presets: [
      { id: 'default', name: 'saveSubscription()', query: PUB, args: { ...defaultArgs(), isClosable: true } },
      {
        id: 'subscription-linking',
        name: 'linkSubscriptions() to two publications',
        query: `subscriptionLinking=true&linkTo=${encodeURIComponent(`${PUBLICATION_ID},${PUBLISHER_PROVIDED_ID}`)}&linkTo=${encodeURIComponent('radio.example,hoerer-0815')}&${PUB}`,
        args: { publicationId: PUBLICATION_ID, _client: CLIENT },
      },
    ],
  }),
];
