import { describe, expect, it } from "vitest";
import { sniff, TextCheck } from "./sniff.js";

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part),
    ),
  );

describe("sniff", () => {
  it("knows each binary format of the allow-list by its magic number", () => {
    expect(sniff(bytes("%PDF-1.7\n%âãÏÓ\n"))).toBe("pdf");
    expect(sniff(bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13]))).toBe("png");
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("jpeg");
    expect(sniff(bytes("GIF89a", [1, 0, 1, 0]))).toBe("gif");
    expect(sniff(bytes("GIF87a"))).toBe("gif");
    expect(sniff(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(sniff(bytes("PK", [3, 4, 20, 0], "[Content_Types].xml"))).toBe("zip");
    expect(sniff(bytes("PK", [5, 6], Array(18).fill(0)))).toBe("zip");
    expect(sniff(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe("ole");
  });

  it("reads UTF-8 without control characters as text, even with a BOM or cut mid-character", () => {
    expect(sniff(Buffer.from("Name,Owner\nRisk register,Ada\n"))).toBe("text");
    expect(sniff(Buffer.from("\uFEFF# Notes\n\tIndented\r\n"))).toBe("text");
    const cut = Buffer.from("Café au lait ☕");
    expect(sniff(cut.subarray(0, cut.length - 1))).toBe("text");
  });

  it("calls text that starts with markup markup: HTML, SVG, XML", () => {
    expect(sniff(Buffer.from("<!DOCTYPE html><html><script>alert(1)</script>"))).toBe("markup");
    expect(
      sniff(Buffer.from('\n  <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    ).toBe("markup");
    expect(sniff(Buffer.from('\uFEFF<?xml version="1.0"?><root/>'))).toBe("markup");
  });

  it("knows no type for executables, NUL bytes, bad UTF-8 or a half signature", () => {
    expect(sniff(bytes("MZ", [0x90, 0, 3, 0, 0, 0]))).toBe("unknown");
    expect(sniff(bytes([0x7f], "ELF", [2, 1, 1]))).toBe("unknown");
    expect(sniff(bytes("#!/bin/sh\n", [0], "rm -rf /"))).toBe("unknown");
    expect(sniff(bytes("caf", [0xe9], " latin-1"))).toBe("unknown");
    expect(sniff(bytes([0x89], "PN"))).toBe("unknown");
    expect(sniff(bytes("\u001b[31mred"))).toBe("unknown");
  });
});

describe("TextCheck", () => {
  it("accepts a character split between chunks, and refuses one left unfinished at the end", () => {
    const euro = Buffer.from("€");
    const check = new TextCheck();
    expect(check.push(euro.subarray(0, 1))).toBe(true);
    expect(check.push(euro.subarray(1))).toBe(true);
    expect(check.end()).toBe(true);

    const unfinished = new TextCheck();
    expect(unfinished.push(Buffer.from("ok ").subarray(0))).toBe(true);
    expect(unfinished.push(euro.subarray(0, 2))).toBe(true);
    expect(unfinished.end()).toBe(false);
  });

  it("refuses a NUL or an invalid byte in a later chunk", () => {
    const check = new TextCheck();
    expect(check.push(Buffer.from("a,b\n"))).toBe(true);
    expect(check.push(Buffer.from([0x61, 0x00]))).toBe(false);
    const invalid = new TextCheck();
    expect(invalid.push(Buffer.from("a,b\n"))).toBe(true);
    expect(invalid.push(Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});
