//! Where the commands write: standard output, and standard error for progress and errors.
//!
//! A reader that goes away early (`petri-cli puzzles export | head -1`) ends the program
//! quietly with status 0, as Unix tools do (`ls | head`): the first write that finds the pipe
//! closed exits, before any error or panic could be printed. Not by restoring `SIGPIPE`'s
//! default: `match` writes to engines' pipes, and an engine that dies must be a forfeit, not
//! the end of the match.

use std::io::{self, Write};

/// Standard output for the commands (see the module).
pub struct Out(io::StdoutLock<'static>);

impl Out {
    pub fn new() -> Out {
        Out(io::stdout().lock())
    }
}

/// A write's error, unless the reader is gone: then the program ends here, quietly.
fn or_quiet_exit(e: io::Error) -> io::Error {
    if e.kind() == io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    e
}

impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf).map_err(or_quiet_exit)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.0.write_all(buf).map_err(or_quiet_exit)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(or_quiet_exit)
    }
}

/// A line on standard error (progress, timings, the error that ends a command); a closed
/// standard error ends the program quietly like a closed standard output.
pub fn note_line(args: std::fmt::Arguments) {
    let mut err = io::stderr().lock();
    if let Err(e) = err.write_fmt(args).and_then(|()| err.write_all(b"\n")) {
        or_quiet_exit(e);
    }
}

/// `eprintln!` through [`note_line`].
macro_rules! note {
    ($($arg:tt)*) => {
        $crate::out::note_line(format_args!($($arg)*))
    };
}
pub(crate) use note;
