/**
 * The magazine theme's forms features: comments, the review stars, quantity buttons. Ad-block
 * detection has no theme markup: it is the project's own contract (adblockFeatures).
 */
import type { Feature } from '../../core/attach';
import type { AppContext } from '../../context';
import { adblockDetection } from './adblock-popup';
import { commentReply } from './comment-reply';
import { commentSectionEvents, commentSections } from './comment-section';
import { quantityEvents, quantityFields } from './quantity';
import { reviewRating } from './review-rating';

export const formFeatures: readonly Feature<AppContext>[] = [
  commentSections,
  commentSectionEvents,
  commentReply,
  reviewRating,
  quantityFields,
  quantityEvents,
];

export const adblockFeatures: readonly Feature<AppContext>[] = [adblockDetection];
