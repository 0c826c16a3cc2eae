import { formatDate } from "@core/format/format-date";
import { formatPercent } from "@core/format/format-percent";
import {
  analyticsRetentionYears,
  apiRequestsPerHour,
  deletionAfterOverdueDays,
  dpoReplyBusinessDays,
  logRetentionYears,
  policiesUpdatedOn,
  policyChangeNoticeDays,
  suspensionAfterOverdueDays,
  uptimeTargetPercent,
} from "@core/legal/policy-terms";
import { refundWindowDays } from "@core/plans/catalogue";
import { ptBrNumberFormat } from "@core/format/pt-br-number";

const integer = ptBrNumberFormat();

function years(count: number) {
  return count === 1 ? "1 ano" : `${count} anos`;
}

function days(count: number) {
  return count === 1 ? "1 dia" : `${count} dias`;
}

// The legal pages' figures as pt-BR text, from src/core/legal/policy-terms.ts and the plan
// catalogue (refund window), so every page states the same numbers.
export const policyTexts = {
  analyticsRetention: years(analyticsRetentionYears),
  logRetention: years(logRetentionYears),
  dpoReply: `${dpoReplyBusinessDays} dias úteis`,
  changeNotice: days(policyChangeNoticeDays),
  refundWindow: days(refundWindowDays),
  suspensionAfterOverdue: days(suspensionAfterOverdueDays),
  deletionAfterOverdue: days(deletionAfterOverdueDays),
  uptime: `${formatPercent(uptimeTargetPercent, { decimals: 1 })}`,
  apiLimit: `${integer.format(apiRequestsPerHour)} requisições por hora`,
  updatedOn: formatDate(policiesUpdatedOn),
};
