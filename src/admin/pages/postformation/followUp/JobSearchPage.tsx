// /entreprise/accompagnement-emploi: the follow-ups that found a former trainee job seeking (situation 2 of
// situations_suivi), with the same recording dialog, so the employment support is followed from the same data.
import { createElement } from 'react';
import { FollowUps } from './FollowUpPage.tsx';
import { postFormationFr } from '../../../i18n/postFormation.ts';

export default function JobSearchPage() {
  return createElement(FollowUps, {
    view: { title: postFormationFr.followUp.jobTitle, intro: postFormationFr.followUp.jobIntro, situation: 2 },
  });
}
