import { describe, expect, it } from 'vitest';
import type { PlayedItem } from '../../../src/radio/radio-types';
import { songLinks, songQuery } from '../../../src/radio/song-links';
import { playedItem } from '../../support/played-item';

const song = playedItem;

const allLinks = { link_amazon: true, link_itunes: true, link_youtube: true, link_spotify: true, link_laut: true, labels: {} };
const noLinks = { link_amazon: false, link_itunes: false, link_youtube: false, link_spotify: false, link_laut: false, labels: {} };
const urlOf = (item: PlayedItem, service: string) => songLinks(item, allLinks).find((link) => link.service === service)?.url;

describe('songQuery (the chosen alteration of special characters)', () => {
  it('joins artist and title', () => {
    expect(songQuery('Nena', '99 Luftballons')).toBe('Nena 99 Luftballons');
  });
  it('drops bracketed parts', () => {
    expect(songQuery('Falco', 'Rock Me Amadeus (The American Edit)')).toBe('Falco Rock Me Amadeus');
    expect(songQuery('Eurythmics', 'Sweet Dreams [Live] (feat. Someone)')).toBe('Eurythmics Sweet Dreams');
    expect(songQuery('A', 'B (Remix (Extended))')).toBe('A B');
    expect(songQuery('A', 'B {Demo}')).toBe('A B');
  });
  it("turns '&' and '+' into spaces", () => {
    expect(songQuery('Simon & Garfunkel', 'Mrs. Robinson')).toBe('Simon Garfunkel Mrs Robinson');
    expect(songQuery('Hall+Oates', 'Maneater')).toBe('Hall Oates Maneater');
  });
  it('keeps letters of any script, digits, apostrophes and hyphens', () => {
    expect(songQuery("Guns N' Roses", 'Sweet Child o’ Mine')).toBe("Guns N' Roses Sweet Child o' Mine");
    expect(songQuery('A-ha', 'Take On Me')).toBe('A-ha Take On Me');
    expect(songQuery('Motörhead', 'Ace of Spades')).toBe('Motörhead Ace of Spades');
    expect(songQuery('Кино', 'Группа крови')).toBe('Кино Группа крови');
  });
  it('keeps a decomposed accent together with its letter', () => {
    expect(songQuery('Beyonce\u0301', 'Halo')).toBe('Beyoncé Halo');
  });
  it('reads the recorded Hebrew entries', () => {
    expect(songQuery('דנה אינטרנשיונל (Dana International)', 'דיװה (Diva)')).toBe('דנה אינטרנשיונל דיװה');
    expect(songQuery('אחינועם ניני ומירה עוואד (Achinoam Nini & Mira Awad)', 'כל שניה (Kol Shnija)')).toBe(
      'אחינועם ניני ומירה עוואד כל שניה',
    );
  });
  it('removes quotes, markup and URL syntax', () => {
    expect(songQuery('"Weird Al" Yankovic', '<script>alert(1)</script>')).toBe('Weird Al Yankovic scriptalert script');
    expect(songQuery('javascript:alert(1)', 'a?b#c%20/d')).toBe('javascriptalert abc20d');
  });
  it('collapses whitespace and trims', () => {
    expect(songQuery('  Nena \t', '\n 99   Luftballons ')).toBe('Nena 99 Luftballons');
    expect(songQuery('', '')).toBe('');
    expect(songQuery('(Intro)', '!!!')).toBe('');
  });
});

describe('songLinks', () => {
  it('builds the five search links in order, with default labels', () => {
    expect(songLinks(song(), allLinks)).toEqual([
      { service: 'amazon', label: 'Amazon', url: 'https://www.amazon.de/s?k=Nena%2099%20Luftballons&i=digital-music' },
      { service: 'itunes', label: 'iTunes', url: 'https://music.apple.com/de/search?term=Nena%2099%20Luftballons' },
      { service: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/results?search_query=Nena%2099%20Luftballons' },
      { service: 'spotify', label: 'Spotify', url: 'https://open.spotify.com/search/Nena%2099%20Luftballons' },
      { service: 'laut', label: 'laut.de', url: 'https://laut.de/Suche?q=Nena%2099%20Luftballons' },
    ]);
  });
  it('honours each toggle on its own', () => {
    expect(songLinks(song(), noLinks)).toEqual([]);
    for (const service of ['amazon', 'itunes', 'youtube', 'spotify', 'laut'] as const) {
      const links = songLinks(song(), { ...noLinks, [`link_${service}`]: true });
      expect(links.map((link) => link.service)).toEqual([service]);
    }
  });
  it('uses configured labels, falling back to the default for empty ones', () => {
    const links = songLinks(song(), { ...allLinks, labels: { amazon: 'Bei Amazon kaufen', youtube: '  ' } });
    expect(links.map((link) => link.label)).toEqual(['Bei Amazon kaufen', 'iTunes', 'YouTube', 'Spotify', 'laut.de']);
  });
  it('gives links only to songs', () => {
    for (const type of ['jingle', 'news', 'moderation', 'other'] as const) expect(songLinks(song({ type }), allLinks)).toEqual([]);
  });
  it('gives no links when nothing searchable is left', () => {
    expect(songLinks(song({ artist: '', title: '' }), allLinks)).toEqual([]);
    expect(songLinks(song({ artist: '(?)', title: '***' }), allLinks)).toEqual([]);
  });
  it('still searches by one side when the other is empty', () => {
    expect(urlOf(song({ artist: '' }), 'youtube')).toBe('https://www.youtube.com/results?search_query=99%20Luftballons');
  });
  it('links to the artist page on laut.de when the API names one', () => {
    expect(urlOf(song({ artistPortalUrl: 'https://laut.de/Nena' }), 'laut')).toBe('https://laut.de/Nena');
    expect(urlOf(song({ artistPortalUrl: 'https://www.laut.de/Nena' }), 'laut')).toBe('https://www.laut.de/Nena');
  });
  it('falls back to the laut.de search for portal URLs it does not trust', () => {
    const search = 'https://laut.de/Suche?q=Nena%2099%20Luftballons';
    for (const artistPortalUrl of [
      'http://laut.de/Nena',
      'https://evil.example/laut.de',
      'https://laut.de.evil.example/',
      'https://notlaut.de/',
      'javascript:alert(1)//laut.de',
      'https://user:pw@laut.de/',
      'not a url',
      '',
    ])
      expect(urlOf(song({ artistPortalUrl }), 'laut')).toBe(search);
  });
  it('encodes hostile and non-Latin input into the query; the scheme and host stay fixed', () => {
    const hostile = song({ artist: `"><img src=x onerror=alert(1)>`, title: "javascript:alert('x')" });
    for (const link of songLinks(hostile, allLinks)) {
      expect(link.url).toMatch(/^https:\/\/(www\.amazon\.de|music\.apple\.com|www\.youtube\.com|open\.spotify\.com|laut\.de)\//);
      expect(link.url).not.toMatch(/[<>"' ]/);
      expect(new URL(link.url).protocol).toBe('https:');
    }
    // '(1)' and "('x')" are bracketed parts; '"', '<', '>', '=' and ':' are removed.
    expect(songQuery(hostile.artist, hostile.title)).toBe('img srcx onerroralert javascriptalert');
    expect(urlOf(hostile, 'spotify')).toBe('https://open.spotify.com/search/img%20srcx%20onerroralert%20javascriptalert');
    expect(urlOf(song({ artist: "Guns N' Roses", title: '' }), 'itunes')).toBe(
      'https://music.apple.com/de/search?term=Guns%20N%27%20Roses',
    );
    expect(urlOf(song({ artist: 'ofra haza', title: 'אם ננעלו' }), 'amazon')).toBe(
      `https://www.amazon.de/s?k=${encodeURIComponent('ofra haza אם ננעלו')}&i=digital-music`,
    );
  });
});
