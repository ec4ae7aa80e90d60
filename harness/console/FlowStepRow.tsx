import { memo } from 'react';
import { STEP_LABELS, type FlowStep } from './flowSteps';
import { formatTime } from './requestLogView';

/** A step of the page's flow in the log, in the request columns: what happened where the request is, its kind where the status is. */
export const FlowStepRow = memo(function FlowStepRow({ step }: { step: FlowStep }) {
  return (
    <tr className={`step step-${step.kind}`}>
      <td className="time">
        <time dateTime={step.at} title={step.at}>
          {formatTime(step.at)}
        </time>
      </td>
      <td className="who">
        {step.page ?? <span className="muted">—</span>}
        <div className="muted scenario-cell">{step.scenario}</div>
      </td>
      <td className="url step-text">{step.text}</td>
      <td className="status-cell">
        <span className="step-kind">{STEP_LABELS[step.kind]}</span>
      </td>
      <td className="num">
        <span className="muted" title="A step of the page, not a request">
          —
        </span>
      </td>
      <td className="body-cell" />
    </tr>
  );
});
