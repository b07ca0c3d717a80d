//! The HTTP layer's own refusals, said in the API's JSON.
//!
//! hyper answers some requests before any route sees them, with an empty body: an address over
//! 64 KB (414: its limit is a constant), a request line or a header it cannot parse (400),
//! headers too large for its buffer (431). It then closes the connection. Every other error
//! of the API is `{"error": "…"}` (`http.rs`), so these are too: the listener hands hyper each
//! connection wrapped in [`JsonRefusals`], which replaces such an automatic answer, as hyper
//! writes it, with the same status and a JSON body saying what was wrong.
//!
//! Hand-written: hyper has no hook for these answers (they are made in its parser), and no
//! crate offers one. The wrapper recognises them by their shape: an error status among those
//! three, `content-length: 0`, and the whole head in one write (hyper writes a response's head
//! in one piece when the connection does not take vectored writes, which the wrapper says it
//! does not). An application's own empty answer with one of those statuses would get the JSON
//! too; the API never makes one.

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// A TCP listener whose connections are [`JsonRefusals`].
pub struct Listener(pub TcpListener);

impl axum::serve::Listener for Listener {
    type Io = JsonRefusals<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        let (io, addr) = axum::serve::Listener::accept(&mut self.0).await;
        (JsonRefusals::new(io), addr)
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.0.local_addr()
    }
}

/// A connection whose automatic refusals from hyper get a JSON body (see the module).
pub struct JsonRefusals<S> {
    inner: S,
    /// The answer written in place of hyper's, and how much of it is written.
    replacing: Option<(Vec<u8>, usize)>,
}

impl<S> JsonRefusals<S> {
    pub fn new(inner: S) -> Self {
        JsonRefusals {
            inner,
            replacing: None,
        }
    }
}

/// What a refused request is told, by status.
fn said(status: u16) -> Option<(&'static str, &'static str)> {
    Some(match status {
        400 => (
            "Bad Request",
            "the request cannot be read: its request line or a header is not HTTP",
        ),
        414 => (
            "URI Too Long",
            "the address is too long: at most 65534 bytes",
        ),
        431 => (
            "Request Header Fields Too Large",
            "the request's headers are too large",
        ),
        _ => return None,
    })
}

/// The JSON answer that replaces `head`, when `head` is one of hyper's automatic refusals.
pub fn json_refusal(head: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(head).ok()?;
    let rest = text.strip_prefix("HTTP/1.1 ")?;
    let status: u16 = rest.get(..3)?.parse().ok()?;
    let (reason, error) = said(status)?;
    let headers = text.strip_suffix("\r\n\r\n")?.split("\r\n").skip(1);
    let mut empty = false;
    let mut date = None;
    for line in headers {
        let (name, value) = line.split_once(':')?;
        match name.trim().to_ascii_lowercase().as_str() {
            "content-length" => empty = value.trim() == "0",
            "date" => date = Some(value.trim()),
            "connection" => {}
            _ => return None,
        }
    }
    if !empty {
        return None;
    }
    let body = serde_json::to_string(&petri_net::api::ApiError {
        error: error.to_string(),
    })
    .ok()?;
    let mut out = format!(
        "HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n\
         content-length: {}\r\nconnection: close\r\n",
        body.len()
    );
    if let Some(date) = date {
        out += &format!("date: {date}\r\n");
    }
    out += "\r\n";
    out += &body;
    Some(out.into_bytes())
}

impl<S: AsyncRead + Unpin> AsyncRead for JsonRefusals<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for JsonRefusals<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        if this.replacing.is_none() {
            match json_refusal(buf) {
                Some(answer) => this.replacing = Some((answer, 0)),
                None => return Pin::new(&mut this.inner).poll_write(cx, buf),
            }
        }
        // hyper's bytes count as written once the whole answer is.
        if let Some((answer, written)) = &mut this.replacing {
            while *written < answer.len() {
                match Pin::new(&mut this.inner).poll_write(cx, &answer[*written..]) {
                    Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                    Poll::Ready(Ok(n)) => *written += n,
                    Poll::Ready(Err(e)) => return Poll::Ready(Err(e)),
                    Poll::Pending => return Poll::Pending,
                }
            }
        }
        this.replacing = None;
        Poll::Ready(Ok(buf.len()))
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    /// Not vectored: hyper then writes a head in one piece (see the module).
    fn is_write_vectored(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypers_automatic_refusals_become_json_and_nothing_else_does() {
        let head = b"HTTP/1.1 414 URI Too Long\r\ncontent-length: 0\r\ndate: Fri, 27 Nov 2026 23:00:00 GMT\r\n\r\n";
        let answer = String::from_utf8(json_refusal(head).unwrap()).unwrap();
        let (head_out, body) = answer.split_once("\r\n\r\n").unwrap();
        assert!(head_out.starts_with("HTTP/1.1 414 URI Too Long\r\n"));
        assert!(head_out.contains("content-type: application/json"));
        assert!(head_out.contains(&format!("content-length: {}", body.len())));
        assert!(head_out.contains("date: Fri, 27 Nov 2026 23:00:00 GMT"));
        let e: petri_net::api::ApiError = serde_json::from_str(body).unwrap();
        assert!(e.error.contains("too long"), "{}", e.error);
        assert!(json_refusal(b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n").is_some());
        // A response with a body, another status, or other headers is left alone.
        for other in [
            &b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"[..],
            b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 12\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain\r\ncontent-length: 0\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n",
            b"\x81\x05hello",
        ] {
            assert!(
                json_refusal(other).is_none(),
                "{:?}",
                String::from_utf8_lossy(other)
            );
        }
    }
}
