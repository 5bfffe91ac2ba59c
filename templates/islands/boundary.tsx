/** The error boundary around every island: a failing island shows a message in its own place only. */
import { Component, type ReactNode } from "react";

interface State {
  error?: Error;
}

/**
 * Without JavaScript: renders its children (the server HTML).
 * With JavaScript: if the island throws while rendering, shows `title` ("Unexpected Application Error!") and the error's
 * message in place of the island; the rest of the page and the other islands keep working.
 */
export class IslandBoundary extends Component<{ name: string; title: string; children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="rounded-xl border-2 border-destructive bg-background p-5 text-foreground">
        <h2 className="text-xl font-bold text-destructive">{this.props.title}</h2>
        <p className="mt-2">{error.message}</p>
      </div>
    );
  }
}
