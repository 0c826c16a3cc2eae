import {
  reportNoteMaxLength,
  reportSectionChoiceLabels,
  reportSectionChoices,
  type ReportSectionChoice,
} from "@core/reports/report-sections";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { describeError } from "~/lib/api";
import { useChangeReportSettings, type ReportSettings } from "./reports-api";
import { formatPtBrInteger } from "@core/format/pt-br-number";

/** Characters as the server counts them (code points). */
export const noteLength = (note: string) => [...note].length;

/**
 * The report's content: its sections and the analyst's note, saved with the schedule and used
 * by the PDFs generated here too. Only the owner changes them.
 */
export function ReportShape({ settings }: { settings: ReportSettings }) {
  const change = useChangeReportSettings();
  const [sections, setSections] = useState<ReportSectionChoice[]>(settings.sections);
  const [note, setNote] = useState(settings.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const length = noteLength(note);
  const tooLong = length > reportNoteMaxLength;
  const owner = settings.canManage;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Conteúdo do relatório</CardTitle>
        <CardDescription>
          As seções e a nota valem para os PDFs gerados aqui e para os enviados por e-mail. Uma seção marcada só aparece quando
          tem dados.
          {owner ? "" : " Só o proprietário altera."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-6"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (tooLong) return;
            change.mutate(
              { sections, note: note.trim() === "" ? null : note },
              {
                onSuccess: () => (setError(null), toast.success("Conteúdo do relatório salvo.")),
                onError: (cause) => setError(describeError(cause)),
              },
            );
          }}
        >
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">Seções</legend>
            {reportSectionChoices.map((choice) => (
              <label key={choice} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={sections.includes(choice)}
                  disabled={!owner}
                  onChange={(event) =>
                    setSections((current) =>
                      event.target.checked
                        ? reportSectionChoices.filter((item) => item === choice || current.includes(item))
                        : current.filter((item) => item !== choice),
                    )
                  }
                />
                {reportSectionChoiceLabels[choice]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="report-note">Nota do analista (na primeira página)</Label>
            <Textarea
              id="report-note"
              rows={5}
              value={note}
              disabled={!owner}
              placeholder="Ex.: Semana com o melhor alcance do mês, puxado pelos Reels de terça."
              aria-describedby="report-note-count"
              aria-invalid={tooLong ? true : undefined}
              onChange={(event) => setNote(event.target.value)}
            />
            <p id="report-note-count" className={tooLong ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
              {formatPtBrInteger(length)} de {formatPtBrInteger(reportNoteMaxLength)} caracteres
              {tooLong ? ": encurte a nota para salvar." : ""}
            </p>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          {owner ? (
            <Button type="submit" className="justify-self-start" disabled={change.isPending || tooLong || sections.length === 0}>
              Salvar conteúdo
            </Button>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
