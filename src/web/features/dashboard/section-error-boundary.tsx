import { CircleAlert } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";

type Props = { title: string; description?: string; children: ReactNode };

/**
 * Keeps one part of the dashboard failing on its own (malformed data, a chart chunk that did not
 * load): the rest of the page stays readable.
 */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>{this.props.title}</AlertTitle>
        {this.props.description ? <AlertDescription>{this.props.description}</AlertDescription> : null}
      </Alert>
    );
  }
}
