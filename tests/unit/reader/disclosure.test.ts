// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { strings } from '../../../src/core/strings';
import { accordionBlocks, accordionClicks } from '../../../src/reader/accordion';
import { noteBoxes } from '../../../src/reader/note-box';
import { $, bootUi, click, resetPage } from './ui-support';

afterEach(resetPage);

const item = (n: number, open = false) => `<div class="accordion-item">
  <h3 class="accordion-heading"><button type="button" class="accordion-title" aria-expanded="${open}" aria-controls="faq-${n}">Frage ${n}</button></h3>
  <div class="accordion-content" id="faq-${n}" ${open ? '' : 'hidden'}><p>Antwort ${n}</p></div>
</div>`;
const accordion = (flag: string, ...items: string[]) => `<div class="rb-accordion" data-open="${flag}">${items.join('')}</div>`;

const state = (block = document) =>
  [...block.querySelectorAll('.accordion-item')].map((entry) => {
    const button = entry.querySelector('.accordion-title');
    const content = entry.querySelector<HTMLElement>('.accordion-content');
    return `${button?.getAttribute('aria-expanded')}/${entry.classList.contains('active')}/${content?.hidden ? 'hidden' : 'shown'}`;
  });

describe('accordion', () => {
  it('data-open="1" opens the first item', () => {
    bootUi(accordion('1', item(1), item(2), item(3)), [accordionBlocks, accordionClicks]);
    expect(state()).toEqual(['true/true/shown', 'false/false/hidden', 'false/false/hidden']);
  });

  it('without the flag everything starts closed; only the first printed open item stays open', () => {
    bootUi(accordion('', item(1), item(2, true), item(3, true)), [accordionBlocks, accordionClicks]);
    expect(state()).toEqual(['false/false/hidden', 'true/true/shown', 'false/false/hidden']);
  });

  it('opens one item at a time and closes the open item on its click', () => {
    bootUi(accordion('1', item(1), item(2), item(3)), [accordionBlocks, accordionClicks]);
    click($('[aria-controls="faq-3"]'));
    expect(state()).toEqual(['false/false/hidden', 'false/false/hidden', 'true/true/shown']);
    click($('[aria-controls="faq-3"]'));
    expect(state()).toEqual(['false/false/hidden', 'false/false/hidden', 'false/false/hidden']);
  });

  it('keeps blocks apart and prepares blocks that arrive later', async () => {
    bootUi(`${accordion('1', item(1), item(2))}<div id="later"></div>`, [accordionBlocks, accordionClicks]);
    $('#later').innerHTML = accordion('1', item(5), item(6));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state()).toEqual(['true/true/shown', 'false/false/hidden', 'true/true/shown', 'false/false/hidden']);
    click($('[aria-controls="faq-6"]'));
    expect(state()).toEqual(['true/true/shown', 'false/false/hidden', 'false/false/hidden', 'true/true/shown']);
  });

  it('gives contents an id and titles aria-controls where the markup lacks them', () => {
    bootUi(
      '<div class="rb-accordion"><div class="accordion-item"><button type="button" class="accordion-title">Ohne</button><div class="accordion-content" hidden>x</div></div></div>',
      [accordionBlocks, accordionClicks],
    );
    expect($('.accordion-content').id).toBe('rb-accordion-content-1');
    expect($('.accordion-title').getAttribute('aria-controls')).toBe('rb-accordion-content-1');
    expect($('.accordion-title').getAttribute('aria-expanded')).toBe('false');
  });
});

const note = (inline: boolean) => `<div class="rb-note${inline ? ' is-inline' : ''}">
  <div class="note-header"><span class="note-title">Gut zu wissen</span>
  <button type="button" class="note-toggle" aria-expanded="false" aria-controls="note-1">Mehr anzeigen</button></div>
  <div class="note-content" id="note-1" hidden><p>Inhalt</p></div>
</div>`;

describe('note box', () => {
  it('toggles its content, aria-expanded, the state class and the label', () => {
    bootUi(note(false), [noteBoxes]);
    click($('.note-toggle'));
    expect($('.note-content').hidden).toBe(false);
    expect($('.note-toggle').getAttribute('aria-expanded')).toBe('true');
    expect($('.rb-note').classList.contains('active')).toBe(true);
    expect($('.note-toggle').textContent).toBe(strings.readerUi.noteLess);
    click($('.note-toggle'));
    expect($('.note-content').hidden).toBe(true);
    expect($('.note-toggle').getAttribute('aria-expanded')).toBe('false');
    expect($('.note-toggle').textContent).toBe(strings.readerUi.noteMore);
  });

  it('leaves a toggle label of its own alone', () => {
    bootUi(note(true).replace('Mehr anzeigen', '<span class="icon">+</span>'), [noteBoxes]);
    click($('.note-toggle .icon'));
    expect($('.note-content').hidden).toBe(false);
    expect($('.note-toggle').innerHTML).toBe('<span class="icon">+</span>');
  });
});
